import type { AppointmentDto } from '../../api';

const KEY = 'booking.confirmed';

/** The last confirmed booking, so a reload of the confirmed screen still shows it. */
export function saveConfirmed(booking: AppointmentDto): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(booking));
  } catch {
    // ignore
  }
}

export function loadConfirmed(reference: string | null): AppointmentDto | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as AppointmentDto | null;
    return value && value.reference === reference ? value : null;
  } catch {
    return null;
  }
}
