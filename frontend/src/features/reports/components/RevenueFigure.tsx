import type { RevenueDayDto, RevenueWeekDto } from '../../../api/staff';
import { chartDollars, dollars, moneyTick, sumCents, type ReportRange } from '../reports';
import { REPORTS_TEXT } from '../text';
import { PeriodFigure } from './PeriodFigure';

const TEXT = REPORTS_TEXT.revenue;
type Money = 'chargesCents' | 'creditNotesCents' | 'paymentsCents' | 'refundsCents' | 'receivedCents';

/**
 * Revenue two ways over the days or the weeks of the range: charges on the orders picked up and
 * money received (bars side by side); the credit notes (already taken off the charges), payments
 * and refunds too in the table and the CSV.
 */
export function RevenueFigure<T extends RevenueDayDto | RevenueWeekDto>({
  rows,
  range,
}: {
  rows: T[];
  range: ReportRange;
}) {
  const daily = rows.length > 0 && 'day' in rows[0];
  const total = (key: Money) => dollars(sumCents(rows.map((r) => r[key])));
  const column = (label: string, key: Money) => ({
    label,
    cell: (r: T) => dollars(r[key]),
    total: total(key),
  });
  return (
    <PeriodFigure
      figure={daily ? 'revenue-per-day' : 'revenue-per-week'}
      text={daily ? REPORTS_TEXT.revenueDay : REPORTS_TEXT.revenueWeek}
      range={range}
      rows={rows}
      totalLabel={REPORTS_TEXT.total}
      maxHeight={daily ? 320 : undefined}
      yAxis={{ width: 'auto', valueFormatter: (v: number) => moneyTick(v) }}
      series={[
        { label: TEXT.charges, value: (r) => r.chargesCents / 100, format: chartDollars },
        { label: TEXT.received, value: (r) => r.receivedCents / 100, format: chartDollars },
      ]}
      columns={[
        column(TEXT.charges, 'chargesCents'),
        column(TEXT.credits, 'creditNotesCents'),
        column(TEXT.payments, 'paymentsCents'),
        column(TEXT.refunds, 'refundsCents'),
        column(TEXT.received, 'receivedCents'),
      ]}
    />
  );
}
