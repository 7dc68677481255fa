import { csvLine } from '../common/csv/csv.js';
import { formatDollars } from '../common/money/money.js';
import type { CashUpDto } from './dto/cash-up.dto.js';

/**
 * A day's cash-up as RFC 4180 CSV, one line per figure (section, item, detail, count, amount in
 * dollars): payments and refunds by method and by staff member, the day's totals, each receipt
 * issued (number and order reference: no customer's name), the deposits held, and the till (cash
 * expected, counted and the difference, empty until counted).
 */
export function cashUpCsv(c: CashUpDto): string {
  const money = (cents: number | null) => (cents === null ? '' : formatDollars(cents));
  const rows: string[][] = [['section', 'item', 'detail', 'count', 'amount']];
  for (const [by, list] of [
    ['method', c.byMethod],
    ['staff', c.byStaff],
  ] as const) {
    for (const r of list)
      rows.push([`payments by ${by}`, r.key, '', String(r.paymentCount), money(r.paymentsCents)]);
    for (const r of list.filter((r) => r.refundCount > 0))
      rows.push([`refunds by ${by}`, r.key, '', String(r.refundCount), money(r.refundsCents)]);
  }
  const count = (key: 'paymentCount' | 'refundCount') => String(c.byMethod.reduce((n, r) => n + r[key], 0));
  rows.push(['payments', 'all', '', count('paymentCount'), money(c.paymentsCents)]);
  rows.push(['refunds', 'all', '', count('refundCount'), money(c.refundsCents)]);
  rows.push(['net', 'all', '', '', money(c.paymentsCents - c.refundsCents)]);
  for (const r of c.receipts)
    rows.push([
      r.kind === 'receipt' ? 'receipt' : 'credit note',
      r.number,
      r.reference,
      '',
      money(r.totalCents),
    ]);
  rows.push(['deposits held', 'open orders', '', String(c.depositsHeldOrders), money(c.depositsHeldCents)]);
  rows.push(['cash', 'expected', '', '', money(c.expectedCashCents)]);
  rows.push(['cash', 'counted', c.countedBy ?? '', '', money(c.countedCashCents)]);
  rows.push(['cash', 'difference', c.note ?? '', '', money(c.differenceCents)]);
  return rows.map(csvLine).join('');
}
