import type { TurnaroundDto } from '../../../api/staff';
import { hourTick, hours, hoursValue, type ReportRange } from '../reports';
import { REPORTS_TEXT } from '../text';
import { PeriodFigure } from './PeriodFigure';

const TEXT = REPORTS_TEXT.turnaround;
const inHours = (v: number | null) => (v === null ? '—' : `${v} h`);

/** Median and 90th percentile turnaround per week, and over the whole range. */
export function TurnaroundFigure({ turnaround, range }: { turnaround: TurnaroundDto; range: ReportRange }) {
  return (
    <PeriodFigure
      figure="turnaround"
      text={TEXT}
      range={range}
      rows={turnaround.weeks}
      totalLabel={REPORTS_TEXT.wholeRange}
      // As wide as its longest tick (a slow month's '1,500' was cut to '1…' in a fixed 48 px).
      yAxis={{ width: 'auto', label: TEXT.hours, valueFormatter: (v: number) => hourTick(v) }}
      series={[
        { label: TEXT.median, value: (w) => hoursValue(w.medianSeconds), format: inHours },
        { label: TEXT.p90, value: (w) => hoursValue(w.p90Seconds), format: inHours },
      ]}
      columns={[
        { label: TEXT.orders, cell: (w) => w.orders, total: turnaround.orders },
        { label: TEXT.median, cell: (w) => hours(w.medianSeconds), total: hours(turnaround.medianSeconds) },
        { label: TEXT.p90, cell: (w) => hours(w.p90Seconds), total: hours(turnaround.p90Seconds) },
      ]}
    />
  );
}
