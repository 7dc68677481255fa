import { formatDollars, sumCents } from '../common/money/money.js';
import { csvLine } from '../common/csv/csv.js';
import type { ReportsDto } from './dto/reports.dto.js';
import type { RevenueFiguresDto } from './dto/revenue-figures.dto.js';
import type { TaxFiguresDto } from './dto/tax-figures.dto.js';

/** The figures that have a CSV download, by the name in its path. */
export const REPORT_FIGURES = [
  'bookings-per-day',
  'orders-by-state',
  'turnaround',
  'finished-per-week',
  'quote-approval',
  'stale-orders',
  'revenue-per-day',
  'revenue-per-week',
  'margin-per-week',
  'payments-by-method',
  'tax-per-day',
  'tax-per-week',
  'tax-per-month',
  'deposits-held',
  'due-at-pickup',
] as const;
export type ReportFigure = (typeof REPORT_FIGURES)[number];

const REVENUE_HEADER = ['charges', 'credit_notes', 'payments', 'refunds', 'received'];
const revenueCents = (r: RevenueFiguresDto) => [
  r.chargesCents,
  r.creditNotesCents,
  r.paymentsCents,
  r.refundsCents,
  r.receivedCents,
];
/** A totals row: each column of numbers summed over the rows. */
const totals = (rows: number[][], width: number) =>
  Array.from({ length: width }, (_, i) => sumCents(rows.map((row) => row[i])));
const TAX_HEADER = ['receipts', 'credit_notes', 'taxable', 'tax', 'credit_notes_taxable', 'credit_notes_tax'];
/** A period's sales tax: the counts, then the money. */
const taxNumbers = (t: TaxFiguresDto) => [
  t.receipts,
  t.creditNotes,
  t.taxableCents,
  t.taxCents,
  t.creditNotesTaxableCents,
  t.creditNotesTaxCents,
];
/** The two counts as numbers, the four sums of money in dollars. */
const taxCells = (numbers: number[]) => numbers.map((n, i) => (i < 2 ? String(n) : formatDollars(n)));
const taxTable = (label: string, rows: { period: string; figures: TaxFiguresDto }[]) => [
  [label, ...TAX_HEADER],
  ...rows.map((r) => [r.period, ...taxCells(taxNumbers(r.figures))]),
  [
    'total',
    ...taxCells(
      totals(
        rows.map((r) => taxNumbers(r.figures)),
        TAX_HEADER.length,
      ),
    ),
  ],
];
const hours = (seconds: number | null) => (seconds === null ? '' : (seconds / 3600).toFixed(2));
const percent = (rate: number | null) => (rate === null ? '' : (rate * 100).toFixed(1));

/** Header and rows of each figure's table, as the reports page shows it. */
const TABLES: Record<ReportFigure, (r: ReportsDto) => string[][]> = {
  'bookings-per-day': (r) => [
    ['day', 'bookings', 'cancelled_since'],
    ...r.bookingsPerDay.map((d) => [d.day, String(d.bookings), String(d.cancelled)]),
  ],
  'orders-by-state': (r) => [
    ['status', 'orders'],
    ...r.ordersByState.map((s) => [s.status, String(s.orders)]),
  ],
  turnaround: (r) => [
    ['week', 'orders', 'median_hours', 'p90_hours'],
    ...r.turnaround.weeks.map((w) => [w.week, String(w.orders), hours(w.medianSeconds), hours(w.p90Seconds)]),
    ['all', String(r.turnaround.orders), hours(r.turnaround.medianSeconds), hours(r.turnaround.p90Seconds)],
  ],
  'finished-per-week': (r) => [
    ['week', 'finished', 'picked_up', 'revenue', 'parts_spend'],
    ...r.finishedPerWeek.map((w) => [
      w.week,
      String(w.finished),
      String(w.pickedUp),
      formatDollars(w.revenueCents),
      formatDollars(w.partsSpendCents),
    ]),
  ],
  'quote-approval': (r) => [
    ['week', 'approval_percent', 'approved', 'declined', 'expired'],
    ...r.quoteApproval.weeks.map((w) => [
      w.week,
      percent(w.approvalRate),
      String(w.approved),
      String(w.declined),
      String(w.expired),
    ]),
    [
      'all',
      percent(r.quoteApproval.approvalRate),
      String(r.quoteApproval.approved),
      String(r.quoteApproval.declined),
      String(r.quoteApproval.expired),
    ],
  ],
  'stale-orders': (r) => [
    ['reference', 'status', 'device', 'unchanged_since', 'days_unchanged'],
    ...r.staleOrders.map((o) => [o.reference, o.status, o.deviceLabel, o.since, String(o.daysUnchanged)]),
  ],
  'revenue-per-day': (r) => [
    ['day', ...REVENUE_HEADER],
    ...r.revenuePerDay.map((d) => [d.day, ...revenueCents(d).map(formatDollars)]),
    ['total', ...totals(r.revenuePerDay.map(revenueCents), 5).map(formatDollars)],
  ],
  'revenue-per-week': (r) => [
    ['week', ...REVENUE_HEADER],
    ...r.revenuePerWeek.map((w) => [w.week, ...revenueCents(w).map(formatDollars)]),
    ['total', ...totals(r.revenuePerWeek.map(revenueCents), 5).map(formatDollars)],
  ],
  'margin-per-week': (r) => [
    ['week', 'picked_up', 'charges', 'credit_notes', 'parts_spend', 'margin'],
    ...r.marginPerWeek.map((w) => [
      w.week,
      String(w.pickedUp),
      ...[w.chargesCents, w.creditNotesCents, w.partsSpendCents, w.marginCents].map(formatDollars),
    ]),
    [
      'total',
      ...totals(
        r.marginPerWeek.map((w) => [
          w.pickedUp,
          w.chargesCents,
          w.creditNotesCents,
          w.partsSpendCents,
          w.marginCents,
        ]),
        5,
      ).map((n, i) => (i === 0 ? String(n) : formatDollars(n))),
    ],
  ],
  'payments-by-method': (r) => [
    ['method', 'payment_count', 'payments', 'refund_count', 'refunds', 'net'],
    ...r.paymentsByMethod.map((m) => [
      m.key,
      String(m.paymentCount),
      formatDollars(m.paymentsCents),
      String(m.refundCount),
      formatDollars(m.refundsCents),
      formatDollars(m.netCents),
    ]),
    [
      'total',
      ...totals(
        r.paymentsByMethod.map((m) => [
          m.paymentCount,
          m.paymentsCents,
          m.refundCount,
          m.refundsCents,
          m.netCents,
        ]),
        5,
      ).map((n, i) => ([0, 2].includes(i) ? String(n) : formatDollars(n))),
    ],
  ],
  'tax-per-day': (r) =>
    taxTable(
      'day',
      r.taxPerDay.map(({ day, ...t }) => ({ period: day, figures: t })),
    ),
  'tax-per-week': (r) =>
    taxTable(
      'week',
      r.taxPerWeek.map(({ week, ...t }) => ({ period: week, figures: t })),
    ),
  'tax-per-month': (r) =>
    taxTable(
      'month',
      r.taxPerMonth.map(({ month, ...t }) => ({ period: month, figures: t })),
    ),
  'deposits-held': (r) => [
    ['reference', 'status', 'device', 'paid'],
    ...r.depositsHeld.orders.map((o) => [o.reference, o.status, o.deviceLabel, formatDollars(o.paidCents)]),
    ['total', '', '', formatDollars(r.depositsHeld.totalCents)],
  ],
  'due-at-pickup': (r) => [
    ['reference', 'device', 'ready_since', 'total', 'paid', 'due'],
    ...r.dueAtPickup.orders.map((o) => [
      o.reference,
      o.deviceLabel,
      o.readySince,
      ...[o.totalCents, o.paidCents, o.dueCents].map(formatDollars),
    ]),
    [
      'total',
      '',
      '',
      ...[r.dueAtPickup.totalCents, r.dueAtPickup.paidCents, r.dueAtPickup.dueCents].map(formatDollars),
    ],
  ],
};

/** The figures of "now", not of the range: their file is named after the day they were computed. */
const NOW_FIGURES: ReportFigure[] = ['orders-by-state', 'stale-orders', 'deposits-held', 'due-at-pickup'];

/** One figure as RFC 4180 CSV (money in dollars with two decimals, durations in hours, rates in percent). */
export function reportCsv(figure: ReportFigure, reports: ReportsDto): string {
  return TABLES[figure](reports).map(csvLine).join('');
}

/** The attachment's name: the figure and its range. */
export function reportCsvFilename(figure: ReportFigure, reports: ReportsDto): string {
  return NOW_FIGURES.includes(figure)
    ? `${figure}-${reports.generatedAt.slice(0, 10)}.csv`
    : `${figure}-${reports.from}-to-${reports.to}.csv`;
}
