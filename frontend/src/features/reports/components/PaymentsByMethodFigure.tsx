import type { CashUpRowDto } from '../../../api/staff';
import { chartDollars, dollars, moneyTick, sumCents, type ReportRange } from '../reports';
import { REPORTS_TEXT } from '../text';
import { CountedSum } from './CountedSum';
import { FigureSection } from './FigureSection';

const TEXT = REPORTS_TEXT.methods;

/** The range's payments, refunds and net by method (cash, card, other): the cash-up over the range. */
export function PaymentsByMethodFigure({ methods, range }: { methods: CashUpRowDto[]; range: ReportRange }) {
  const label = (key: string) => TEXT.label[key] ?? key;
  const sum = (key: 'paymentsCents' | 'refundsCents' | 'netCents') => sumCents(methods.map((m) => m[key]));
  const count = (key: 'paymentCount' | 'refundCount') => methods.reduce((n, m) => n + m[key], 0);
  return (
    <FigureSection
      figure="payments-by-method"
      text={TEXT}
      range={range}
      chart={{
        dataset: methods.map((m) => ({
          method: label(m.key),
          payments: m.paymentsCents / 100,
          refunds: m.refundsCents / 100,
          net: m.netCents / 100,
        })),
        xAxis: [{ scaleType: 'band', dataKey: 'method' }],
        yAxis: [{ width: 'auto', valueFormatter: (v: number) => moneyTick(v) }],
        series: [
          { dataKey: 'payments', label: TEXT.payments, valueFormatter: chartDollars },
          { dataKey: 'refunds', label: TEXT.refunds, valueFormatter: chartDollars },
          { dataKey: 'net', label: TEXT.net, valueFormatter: chartDollars },
        ],
      }}
      table={{
        columns: [
          { label: TEXT.method },
          { label: TEXT.payments, numeric: true },
          { label: TEXT.refunds, numeric: true },
          { label: TEXT.net, numeric: true },
        ],
        rows: methods.map((m) => ({
          key: m.key,
          cells: [
            label(m.key),
            <CountedSum
              key="p"
              cents={m.paymentsCents}
              count={REPORTS_TEXT.count(m.paymentCount, 'payment', 'payments')}
            />,
            <CountedSum
              key="r"
              cents={m.refundsCents}
              count={REPORTS_TEXT.count(m.refundCount, 'refund', 'refunds')}
            />,
            dollars(m.netCents),
          ],
        })),
        footer: [
          REPORTS_TEXT.total,
          <CountedSum
            key="p"
            cents={sum('paymentsCents')}
            count={REPORTS_TEXT.count(count('paymentCount'), 'payment', 'payments')}
          />,
          <CountedSum
            key="r"
            cents={sum('refundsCents')}
            count={REPORTS_TEXT.count(count('refundCount'), 'refund', 'refunds')}
          />,
          dollars(sum('netCents')),
        ],
      }}
    />
  );
}
