import type { MarginWeekDto } from '../../../api/staff';
import { chartDollars, dollars, moneyTick, sumCents, type ReportRange } from '../reports';
import { REPORTS_TEXT } from '../text';
import { PeriodFigure } from './PeriodFigure';

const TEXT = REPORTS_TEXT.margin;
type Money = 'chargesCents' | 'partsSpendCents' | 'marginCents';

/** Per week, of the orders picked up: charges, parts spend (at cost) and margin, side by side. */
export function MarginFigure({ weeks, range }: { weeks: MarginWeekDto[]; range: ReportRange }) {
  const column = (label: string, key: Money) => ({
    label,
    cell: (w: MarginWeekDto) => dollars(w[key]),
    total: dollars(sumCents(weeks.map((w) => w[key]))),
  });
  return (
    <PeriodFigure
      figure="margin-per-week"
      text={TEXT}
      range={range}
      rows={weeks}
      totalLabel={REPORTS_TEXT.total}
      yAxis={{ width: 'auto', valueFormatter: (v: number) => moneyTick(v) }}
      series={[
        { label: TEXT.charges, value: (w) => w.chargesCents / 100, format: chartDollars },
        { label: TEXT.spend, value: (w) => w.partsSpendCents / 100, format: chartDollars },
        { label: TEXT.margin, value: (w) => w.marginCents / 100, format: chartDollars },
      ]}
      columns={[
        { label: TEXT.pickedUp, cell: (w) => w.pickedUp, total: weeks.reduce((n, w) => n + w.pickedUp, 0) },
        column(TEXT.charges, 'chargesCents'),
        column(TEXT.spend, 'partsSpendCents'),
        column(TEXT.margin, 'marginCents'),
      ]}
    />
  );
}
