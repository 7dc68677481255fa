import type { OrdersInStateDto } from '../../../api/staff';
import { REPAIR_ORDER_STATUS_LABEL } from '../../../components/workshop/repairOrderStatus';
import type { ReportRange } from '../reports';
import { REPORTS_TEXT } from '../text';
import { FigureSection } from './FigureSection';

const TEXT = REPORTS_TEXT.states;

/** How many repair orders are in each state now. */
export function StatesFigure({ states, range }: { states: OrdersInStateDto[]; range: ReportRange }) {
  return (
    <FigureSection
      figure="orders-by-state"
      text={TEXT}
      range={range}
      chart={{
        layout: 'horizontal',
        height: 320,
        hideLegend: true,
        dataset: states.map((s) => ({ state: REPAIR_ORDER_STATUS_LABEL[s.status], orders: s.orders })),
        yAxis: [{ scaleType: 'band', dataKey: 'state', width: 128 }],
        xAxis: [{ tickMinStep: 1 }],
        grid: { vertical: true },
        series: [{ dataKey: 'orders', label: TEXT.orders }],
      }}
      table={{
        columns: [{ label: TEXT.state }, { label: TEXT.orders, numeric: true }],
        rows: states.map((s) => ({ key: s.status, cells: [REPAIR_ORDER_STATUS_LABEL[s.status], s.orders] })),
        footer: [REPORTS_TEXT.total, states.reduce((n, s) => n + s.orders, 0)],
      }}
    />
  );
}
