import type { FinishedWeekDto } from '../../../api/staff';
import { chartDollars, dollars, moneyTick, type ReportRange } from '../reports';
import { REPORTS_TEXT } from '../text';
import { PeriodFigure } from './PeriodFigure';

const TEXT = REPORTS_TEXT.finished;

/** Per week: revenue and parts spend (bars); repairs finished and picked up too in the table and CSV. */
export function FinishedFigure({ weeks, range }: { weeks: FinishedWeekDto[]; range: ReportRange }) {
  const sum = (key: 'finished' | 'pickedUp' | 'revenueCents' | 'partsSpendCents') =>
    weeks.reduce((n, w) => n + w[key], 0);
  return (
    <PeriodFigure
      figure="finished-per-week"
      text={TEXT}
      range={range}
      rows={weeks}
      totalLabel={REPORTS_TEXT.total}
      yAxis={{ width: 'auto', valueFormatter: (v: number) => moneyTick(v) }}
      series={[
        { label: TEXT.revenue, value: (w) => w.revenueCents / 100, format: chartDollars },
        { label: TEXT.partsSpend, value: (w) => w.partsSpendCents / 100, format: chartDollars },
      ]}
      columns={[
        { label: TEXT.finished, cell: (w) => w.finished, total: sum('finished') },
        { label: TEXT.pickedUp, cell: (w) => w.pickedUp, total: sum('pickedUp') },
        { label: TEXT.revenue, cell: (w) => dollars(w.revenueCents), total: dollars(sum('revenueCents')) },
        {
          label: TEXT.partsSpend,
          cell: (w) => dollars(w.partsSpendCents),
          total: dollars(sum('partsSpendCents')),
        },
      ]}
    />
  );
}
