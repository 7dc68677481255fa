import { useTheme } from '@mui/material/styles';
import type { BookingsDayDto } from '../../../api/staff';
import { shortDay, type ReportRange } from '../reports';
import { REPORTS_TEXT } from '../text';
import { FigureSection } from './FigureSection';
import { FigureTable } from './FigureTable';
import { ReportBarChart } from './ReportBarChart';

const TEXT = REPORTS_TEXT.bookings;

/** Bookings made per day, those cancelled since apart. */
export function BookingsFigure({ days, range }: { days: BookingsDayDto[]; range: ReportRange }) {
  const theme = useTheme();
  return (
    <FigureSection
      figure="bookings-per-day"
      title={TEXT.title}
      about={TEXT.about}
      range={range}
      chart={
        <ReportBarChart
          label={REPORTS_TEXT.chart(TEXT.title)}
          dataset={days.map((d) => ({
            day: shortDay(d.day),
            kept: d.bookings - d.cancelled,
            cancelled: d.cancelled,
          }))}
          xAxis={[{ scaleType: 'band', dataKey: 'day' }]}
          yAxis={[{ tickMinStep: 1, width: 32 }]}
          series={[
            { dataKey: 'kept', label: 'Kept', stack: 'bookings', color: theme.palette.primary.main },
            {
              dataKey: 'cancelled',
              label: 'Cancelled since',
              stack: 'bookings',
              color: theme.palette.secondary.main,
            },
          ]}
        />
      }
      table={
        <FigureTable
          label={REPORTS_TEXT.table(TEXT.title)}
          maxHeight={320}
          columns={[
            { label: TEXT.day },
            { label: TEXT.bookings, numeric: true },
            { label: TEXT.cancelled, numeric: true },
          ]}
          rows={days.map((d) => ({ key: d.day, cells: [shortDay(d.day, true), d.bookings, d.cancelled] }))}
          footer={[
            'Total',
            days.reduce((n, d) => n + d.bookings, 0),
            days.reduce((n, d) => n + d.cancelled, 0),
          ]}
        />
      }
    />
  );
}
