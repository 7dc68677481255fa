/** After a claim or a dismissal the popup stays away on this browser for 7 days. */
export const SUPPRESSION_KEY = 'discountPopup.suppressedUntil';
export const SUPPRESSION_MS = 7 * 24 * 60 * 60 * 1000;

export function isPopupSuppressed(now: number = Date.now()): boolean {
  try {
    const until = Number(window.localStorage.getItem(SUPPRESSION_KEY));
    return Number.isFinite(until) && until > now;
  } catch {
    return false; // Storage blocked: nothing remembered.
  }
}

export function suppressPopup(now: number = Date.now()): void {
  try {
    window.localStorage.setItem(SUPPRESSION_KEY, String(now + SUPPRESSION_MS));
  } catch {
    // Storage blocked or full: the popup may show again; nothing else to do.
  }
}
