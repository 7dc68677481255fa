import type { AdminAppointmentDto } from '../../api/staff';
/** Words of the dashboard's appointment summary; dates on the shop's clock. */

function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** When the next appointment starts: "Today at 10:30 AM", "Tomorrow at …" or "Monday, November 23 at …". */
export function formatNextStart(startsAt: string, day: string, timeZone: string, today: string): string {
  const instant = new Date(startsAt);
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(
    instant,
  );
  if (day === today) return `Today at ${time}`;
  if (day === nextDay(today)) return `Tomorrow at ${time}`;
  const date = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(instant);
  return `${date} at ${time}`;
}

/** "Today at 10:30 AM · Jane Doe · Apple iPhone 15 Pro" */
export function nextAppointmentText(
  next: Pick<AdminAppointmentDto, 'startsAt' | 'day' | 'customer' | 'device'>,
  timeZone: string,
  today: string,
): string {
  const who = `${next.customer.firstName} ${next.customer.lastName}`.trim();
  const device = `${next.device.brand} ${next.device.model}`.trim();
  return [formatNextStart(next.startsAt, next.day, timeZone, today), who, device].join(' · ');
}
