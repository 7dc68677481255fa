import type { BookingsDayDto } from '../../../api/staff';
import type { ReportRange } from '../reports';
import { REPORTS_TEXT } from '../text';
import { PeriodFigure } from './PeriodFigure';

const TEXT = REPORTS_TEXT.bookings;

/** Bookings made per day, those cancelled since apart. */
export function BookingsFigure({ days, range }: { days: BookingsDayDto[]; range: ReportRange }) {
  const sum = (key: 'bookings' | 'cancelled') => days.reduce((n, d) => n + d[key], 0);
  return (
    <PeriodFigure
      figure="bookings-per-day"
      text={TEXT}
      range={range}
      rows={days}
      totalLabel={REPORTS_TEXT.total}
      maxHeight={320}
      yAxis={{ tickMinStep: 1, width: 'auto' }}
      series={[
        { label: TEXT.kept, value: (d) => d.bookings - d.cancelled, stack: 'bookings' },
        { label: TEXT.cancelled, value: (d) => d.cancelled, stack: 'bookings' },
      ]}
      columns={[
        { label: TEXT.bookings, cell: (d) => d.bookings, total: sum('bookings') },
        { label: TEXT.cancelled, cell: (d) => d.cancelled, total: sum('cancelled') },
      ]}
    />
  );
}
