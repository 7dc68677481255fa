import Link from '@mui/material/Link';
import type { DepositsHeldDto, DueAtPickupDto } from '../../../api/staff';
import { REPAIR_ORDER_STATUS_LABEL } from '../../../components/workshop/repairOrderStatus';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/dates';
import { formatMoneyTick } from '../../../lib/money';
import { chartDollars, dollars, type ReportRange } from '../reports';
import { REPORTS_TEXT } from '../text';
import { FigureSection } from './FigureSection';

/** A bar per order (its reference on the axis), money along: as tall as the list. */
const perOrderChart = (orders: { reference: string }[]) => ({
  layout: 'horizontal' as const,
  height: Math.max(160, 72 + orders.length * 40),
  yAxis: [{ scaleType: 'band' as const, dataKey: 'order', width: 96 }],
  xAxis: [{ valueFormatter: (v: number) => formatMoneyTick(v), tickNumber: 6 }],
  grid: { vertical: true, horizontal: false },
});

const orderLink = (o: { id: string; reference: string }) => (
  <Link key="ref" href={paths.admin.repairOrder.href(o.id)}>
    {o.reference}
  </Link>
);

/** The money paid on orders still open, now: a bar and a row per order, and the sum. */
export function DepositsHeldFigure({ held, range }: { held: DepositsHeldDto; range: ReportRange }) {
  const TEXT = REPORTS_TEXT.held;
  return (
    <FigureSection
      figure="deposits-held"
      text={TEXT}
      range={range}
      empty={held.orders.length === 0 ? TEXT.none : undefined}
      chart={{
        ...perOrderChart(held.orders),
        hideLegend: true,
        dataset: held.orders.map((o) => ({ order: o.reference, paid: o.paidCents / 100 })),
        series: [{ dataKey: 'paid', label: TEXT.paid, valueFormatter: chartDollars }],
      }}
      table={{
        columns: [
          { label: TEXT.order },
          { label: TEXT.state },
          { label: TEXT.device },
          { label: TEXT.paid, numeric: true },
        ],
        rows: held.orders.map((o) => ({
          key: o.id,
          cells: [orderLink(o), REPAIR_ORDER_STATUS_LABEL[o.status], o.deviceLabel, dollars(o.paidCents)],
        })),
        footer: [REPORTS_TEXT.total, '', '', dollars(held.totalCents)],
      }}
    />
  );
}

/** The orders ready for pickup now: paid and due stacked per order, and the table with the sums. */
export function DueAtPickupFigure({
  due,
  timeZone,
  range,
}: {
  due: DueAtPickupDto;
  timeZone: string;
  range: ReportRange;
}) {
  const TEXT = REPORTS_TEXT.due;
  return (
    <FigureSection
      figure="due-at-pickup"
      text={TEXT}
      range={range}
      empty={due.orders.length === 0 ? TEXT.none : undefined}
      chart={{
        ...perOrderChart(due.orders),
        dataset: due.orders.map((o) => ({
          order: o.reference,
          paid: o.paidCents / 100,
          due: o.dueCents / 100,
        })),
        series: [
          { dataKey: 'paid', label: TEXT.paid, stack: 'total', valueFormatter: chartDollars },
          { dataKey: 'due', label: TEXT.due, stack: 'total', valueFormatter: chartDollars },
        ],
      }}
      table={{
        columns: [
          { label: TEXT.order },
          { label: TEXT.device },
          { label: TEXT.since },
          { label: TEXT.total, numeric: true },
          { label: TEXT.paid, numeric: true },
          { label: TEXT.due, numeric: true },
        ],
        rows: due.orders.map((o) => ({
          key: o.id,
          cells: [
            orderLink(o),
            o.deviceLabel,
            formatDateTime(o.readySince, timeZone),
            dollars(o.totalCents),
            dollars(o.paidCents),
            dollars(o.dueCents),
          ],
        })),
        footer: [
          REPORTS_TEXT.total,
          '',
          '',
          dollars(due.totalCents),
          dollars(due.paidCents),
          dollars(due.dueCents),
        ],
      }}
    />
  );
}
