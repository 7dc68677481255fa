/**
 * Labels of shop-time slots. The server sends the shop's own date (YYYY-MM-DD) and time (HH:mm);
 * they are formatted as wall-clock values (UTC as a neutral zone), so the visitor's own time zone
 * never shifts them.
 */
function wallClock(date: string, time = '00:00'): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  return new Date(Date.UTC(y, m - 1, d, h, min));
}

export function formatSlotDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(wallClock(date));
}

export function formatSlotTime(time: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }).format(
    wallClock('2000-01-01', time),
  );
}

/** "Monday, March 9 at 10:00 AM" */
export function formatSlot(date: string, time: string): string {
  return `${formatSlotDate(date)} at ${formatSlotTime(time)}`;
}

/** A readable name for the shop's time zone, e.g. "Central Time". */
export function timeZoneName(timeZone: string, date: string): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'long' })
    .formatToParts(wallClock(date, '12:00'))
    .find((p) => p.type === 'timeZoneName')?.value;
  return part ?? timeZone;
}
