import type { FinishedWeekDto } from '../../../api/staff';
import { formatMoneyTick } from '../../../lib/money';
import { chartDollars, dollars, type ReportRange } from '../reports';
import { REPORTS_TEXT } from '../text';
import { PeriodFigure } from './PeriodFigure';

const TEXT = REPORTS_TEXT.finished;

/** Per week: revenue and parts cost (bars); repairs finished and picked up too in the table and CSV. */
export function FinishedFigure({ weeks, range }: { weeks: FinishedWeekDto[]; range: ReportRange }) {
  const sum = (key: 'finished' | 'pickedUp' | 'revenueCents' | 'partsCostCents') =>
    weeks.reduce((n, w) => n + w[key], 0);
  return (
    <PeriodFigure
      figure="finished-per-week"
      text={TEXT}
      range={range}
      rows={weeks}
      totalLabel={REPORTS_TEXT.total}
      yAxis={{ width: 56, valueFormatter: (v: number) => formatMoneyTick(v) }}
      series={[
        { label: TEXT.revenue, value: (w) => w.revenueCents / 100, format: chartDollars },
        { label: TEXT.partsCost, value: (w) => w.partsCostCents / 100, format: chartDollars },
      ]}
      columns={[
        { label: TEXT.finished, cell: (w) => w.finished, total: sum('finished') },
        { label: TEXT.pickedUp, cell: (w) => w.pickedUp, total: sum('pickedUp') },
        { label: TEXT.revenue, cell: (w) => dollars(w.revenueCents), total: dollars(sum('revenueCents')) },
        {
          label: TEXT.partsCost,
          cell: (w) => dollars(w.partsCostCents),
          total: dollars(sum('partsCostCents')),
        },
      ]}
    />
  );
}
