/** The visitor's contact details during the wizard: session storage only, never the URL. */
export interface Contact {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
}

const KEY = 'booking.contact';

export function loadContact(): Contact | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Contact>;
    if (
      [value.firstName, value.lastName, value.phone, value.email].every(
        (v) => typeof v === 'string' && v.trim(),
      )
    ) {
      return value as Contact;
    }
  } catch {
    // Storage unavailable or corrupt: start again.
  }
  return null;
}

export function saveContact(contact: Contact): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(contact));
  } catch {
    // Private mode without storage: the wizard still works until a reload.
  }
}

export function clearContact(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // ignore
  }
}
