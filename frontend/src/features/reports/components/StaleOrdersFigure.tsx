import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import type { StaleOrderDto } from '../../../api/staff';
import { REPAIR_ORDER_STATUS_LABEL } from '../../../components/workshop/repairOrderStatus';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/dates';
import type { ReportRange } from '../reports';
import { REPORTS_TEXT } from '../text';
import { FigureSection } from './FigureSection';

const TEXT = REPORTS_TEXT.stale;

/** Open orders unchanged for 3 days or more: days waiting per order, each linked to its page. */
export function StaleOrdersFigure({
  orders,
  timeZone,
  range,
}: {
  orders: StaleOrderDto[];
  timeZone: string;
  range: ReportRange;
}) {
  const theme = useTheme();
  return (
    <FigureSection
      figure="stale-orders"
      text={TEXT}
      range={range}
      empty={orders.length === 0 ? TEXT.none : undefined}
      chart={{
        layout: 'horizontal',
        height: Math.max(160, 48 + orders.length * 36),
        hideLegend: true,
        dataset: orders.map((o) => ({ order: o.reference, days: o.daysUnchanged })),
        yAxis: [{ scaleType: 'band', dataKey: 'order', width: 96 }],
        xAxis: [{ tickMinStep: 1, label: TEXT.days }],
        grid: { vertical: true },
        // Waiting is a warning: the secondary colour.
        series: [{ dataKey: 'days', label: TEXT.days, color: theme.palette.secondary.main }],
      }}
      table={{
        columns: [
          { label: TEXT.order },
          { label: TEXT.state },
          { label: TEXT.device },
          { label: TEXT.since },
          { label: TEXT.days, numeric: true },
        ],
        rows: orders.map((o) => ({
          key: o.id,
          cells: [
            <Link key="ref" href={paths.admin.repairOrder.href(o.id)}>
              {o.reference}
            </Link>,
            REPAIR_ORDER_STATUS_LABEL[o.status],
            o.deviceLabel,
            formatDateTime(o.since, timeZone),
            o.daysUnchanged,
          ],
        })),
      }}
    />
  );
}
