const MINUTES_PER_DAY = 1440;

/** Spec 9: 1440 minutes or more display as rounded hours, otherwise as minutes. */
export function formatDuration(minutes: number): string {
  if (minutes >= MINUTES_PER_DAY) {
    const hours = Math.round(minutes / 60);
    return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  }
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** A phone number as a tel: link (digits and a leading +). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}
