const MINUTES_PER_DAY = 1440;

/** Spec 9: 1440 minutes or more display as rounded hours, otherwise as minutes. */
export function formatDuration(minutes: number): string {
  if (minutes >= MINUTES_PER_DAY) {
    const hours = Math.round(minutes / 60);
    return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  }
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/**
 * A phone number as staff see it, in one format whatever was typed (issue 41): a North American
 * number of 10 digits (or 11 with the leading 1) as '(217) 555-0123'; any other as typed.
 */
export function formatPhone(phone: string): string {
  const typed = phone.trim();
  const digits = typed.replace(/\D/g, '');
  const national =
    digits.length === 11 && digits.startsWith('1')
      ? digits.slice(1)
      : digits.length === 10 && !typed.startsWith('+')
        ? digits
        : null;
  return national ? `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}` : typed;
}

/** A phone number as a tel: link (digits and a leading +). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}
