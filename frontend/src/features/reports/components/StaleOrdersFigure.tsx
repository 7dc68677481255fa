import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { StaleOrderDto } from '../../../api/staff';
import { REPAIR_ORDER_STATUS_LABEL } from '../../../components/workshop/repairOrderStatus';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/dates';
import type { ReportRange } from '../reports';
import { REPORTS_TEXT } from '../text';
import { FigureSection } from './FigureSection';
import { FigureTable } from './FigureTable';
import { ReportBarChart } from './ReportBarChart';

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
      title={TEXT.title}
      about={TEXT.about}
      range={range}
      chart={
        orders.length > 0 ? (
          <ReportBarChart
            label={REPORTS_TEXT.chart(TEXT.title)}
            layout="horizontal"
            height={Math.max(160, 48 + orders.length * 36)}
            hideLegend
            dataset={orders.map((o) => ({ order: o.reference, days: o.daysUnchanged }))}
            yAxis={[{ scaleType: 'band', dataKey: 'order', width: 96 }]}
            xAxis={[{ tickMinStep: 1, label: TEXT.days }]}
            grid={{ vertical: true }}
            series={[{ dataKey: 'days', label: TEXT.days, color: theme.palette.secondary.main }]}
          />
        ) : (
          <Typography sx={{ mt: 2 }}>{TEXT.none}</Typography>
        )
      }
      table={
        orders.length > 0 ? (
          <FigureTable
            label={REPORTS_TEXT.table(TEXT.title)}
            columns={[
              { label: TEXT.order },
              { label: TEXT.state },
              { label: TEXT.device },
              { label: TEXT.since },
              { label: TEXT.days, numeric: true },
            ]}
            rows={orders.map((o) => ({
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
            }))}
          />
        ) : null
      }
    />
  );
}
