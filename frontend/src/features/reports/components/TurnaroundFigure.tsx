import { useTheme } from '@mui/material/styles';
import type { TurnaroundDto } from '../../../api/staff';
import { hours, hoursValue, shortDay, type ReportRange } from '../reports';
import { REPORTS_TEXT } from '../text';
import { FigureSection } from './FigureSection';
import { FigureTable } from './FigureTable';
import { ReportBarChart } from './ReportBarChart';

const TEXT = REPORTS_TEXT.turnaround;
const inHours = (v: number | null) => (v === null ? '—' : `${v} h`);

/** Median and 90th percentile turnaround per week, and over the whole range. */
export function TurnaroundFigure({ turnaround, range }: { turnaround: TurnaroundDto; range: ReportRange }) {
  const theme = useTheme();
  return (
    <FigureSection
      figure="turnaround"
      title={TEXT.title}
      about={TEXT.about}
      range={range}
      chart={
        <ReportBarChart
          label={REPORTS_TEXT.chart(TEXT.title)}
          dataset={turnaround.weeks.map((w) => ({
            week: shortDay(w.week),
            median: hoursValue(w.medianSeconds),
            p90: hoursValue(w.p90Seconds),
          }))}
          xAxis={[{ scaleType: 'band', dataKey: 'week' }]}
          yAxis={[{ width: 48, label: TEXT.hours }]}
          series={[
            {
              dataKey: 'median',
              label: TEXT.median,
              color: theme.palette.primary.main,
              valueFormatter: inHours,
            },
            { dataKey: 'p90', label: TEXT.p90, color: theme.palette.secondary.main, valueFormatter: inHours },
          ]}
        />
      }
      table={
        <FigureTable
          label={REPORTS_TEXT.table(TEXT.title)}
          columns={[
            { label: TEXT.week },
            { label: TEXT.orders, numeric: true },
            { label: TEXT.median, numeric: true },
            { label: TEXT.p90, numeric: true },
          ]}
          rows={turnaround.weeks.map((w) => ({
            key: w.week,
            cells: [shortDay(w.week), w.orders, hours(w.medianSeconds), hours(w.p90Seconds)],
          }))}
          footer={[
            TEXT.all,
            turnaround.orders,
            hours(turnaround.medianSeconds),
            hours(turnaround.p90Seconds),
          ]}
        />
      }
    />
  );
}
