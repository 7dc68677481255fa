import { useTheme } from '@mui/material/styles';
import type { FinishedWeekDto } from '../../../api/staff';
import { formatMoney } from '../../../lib/format';
import { dollars, shortDay, type ReportRange } from '../reports';
import { REPORTS_TEXT } from '../text';
import { FigureSection } from './FigureSection';
import { FigureTable } from './FigureTable';
import { ReportBarChart } from './ReportBarChart';

const TEXT = REPORTS_TEXT.finished;

/** Per week: repairs finished and picked up (bars), revenue and parts cost in the table and CSV. */
export function FinishedFigure({ weeks, range }: { weeks: FinishedWeekDto[]; range: ReportRange }) {
  const theme = useTheme();
  const sum = (key: 'finished' | 'pickedUp' | 'revenueCents' | 'partsCostCents') =>
    weeks.reduce((n, w) => n + w[key], 0);
  return (
    <FigureSection
      figure="finished-per-week"
      title={TEXT.title}
      about={TEXT.about}
      range={range}
      chart={
        <ReportBarChart
          label={REPORTS_TEXT.chart(TEXT.title)}
          dataset={weeks.map((w) => ({
            week: shortDay(w.week),
            revenue: w.revenueCents / 100,
            parts: w.partsCostCents / 100,
          }))}
          xAxis={[{ scaleType: 'band', dataKey: 'week' }]}
          yAxis={[{ width: 56, valueFormatter: (v: number) => formatMoney(v) }]}
          series={[
            {
              dataKey: 'revenue',
              label: TEXT.revenue,
              color: theme.palette.primary.main,
              valueFormatter: (v) => (v === null ? '' : dollars(Math.round(v * 100))),
            },
            {
              dataKey: 'parts',
              label: TEXT.partsCost,
              color: theme.palette.secondary.main,
              valueFormatter: (v) => (v === null ? '' : dollars(Math.round(v * 100))),
            },
          ]}
        />
      }
      table={
        <FigureTable
          label={REPORTS_TEXT.table(TEXT.title)}
          columns={[
            { label: TEXT.week },
            { label: TEXT.finished, numeric: true },
            { label: TEXT.pickedUp, numeric: true },
            { label: TEXT.revenue, numeric: true },
            { label: TEXT.partsCost, numeric: true },
          ]}
          rows={weeks.map((w) => ({
            key: w.week,
            cells: [
              shortDay(w.week),
              w.finished,
              w.pickedUp,
              dollars(w.revenueCents),
              dollars(w.partsCostCents),
            ],
          }))}
          footer={[
            TEXT.total,
            sum('finished'),
            sum('pickedUp'),
            dollars(sum('revenueCents')),
            dollars(sum('partsCostCents')),
          ]}
        />
      }
    />
  );
}
