import { useTheme } from '@mui/material/styles';
import type { OrdersInStateDto } from '../../../api/staff';
import { REPAIR_ORDER_STATUS_LABEL } from '../../../components/workshop/repairOrderStatus';
import type { ReportRange } from '../reports';
import { REPORTS_TEXT } from '../text';
import { FigureSection } from './FigureSection';
import { FigureTable } from './FigureTable';
import { ReportBarChart } from './ReportBarChart';

const TEXT = REPORTS_TEXT.states;

/** How many repair orders are in each state now. */
export function StatesFigure({ states, range }: { states: OrdersInStateDto[]; range: ReportRange }) {
  const theme = useTheme();
  return (
    <FigureSection
      figure="orders-by-state"
      title={TEXT.title}
      about={TEXT.about}
      range={range}
      chart={
        <ReportBarChart
          label={REPORTS_TEXT.chart(TEXT.title)}
          layout="horizontal"
          height={320}
          hideLegend
          dataset={states.map((s) => ({ state: REPAIR_ORDER_STATUS_LABEL[s.status], orders: s.orders }))}
          yAxis={[{ scaleType: 'band', dataKey: 'state', width: 128 }]}
          xAxis={[{ tickMinStep: 1 }]}
          grid={{ vertical: true }}
          series={[{ dataKey: 'orders', label: TEXT.orders, color: theme.palette.primary.main }]}
        />
      }
      table={
        <FigureTable
          label={REPORTS_TEXT.table(TEXT.title)}
          columns={[{ label: TEXT.state }, { label: TEXT.orders, numeric: true }]}
          rows={states.map((s) => ({
            key: s.status,
            cells: [REPAIR_ORDER_STATUS_LABEL[s.status], s.orders],
          }))}
          footer={['Total', states.reduce((n, s) => n + s.orders, 0)]}
        />
      }
    />
  );
}
