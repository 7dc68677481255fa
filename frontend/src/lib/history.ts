// Without the router: the content pages' islands use them too (app/islands.tsx).
import { paths } from '../config/paths';

/** True when `referrer` is a page of this site (same origin as `origin`). */
export function isSameOriginReferrer(referrer: string, origin: string): boolean {
  if (!referrer) return false;
  try {
    return new URL(referrer).origin === origin;
  } catch {
    return false;
  }
}

/**
 * Spec 2 and 4: go back in history when the previous page is on this site, otherwise go home.
 * The previous page is on this site when this entry was reached by an in-app navigation, whatever
 * the referrer says (the router numbers its entries in `history.state.idx`: 0 for the page the
 * visitor typed or followed a link to, one more per push, the same on a replace), or when the
 * referrer is this site.
 */
export function goBackOrHome(
  navigate: (to: string | number) => void,
  { inApp = false, referrer = document.referrer, origin = window.location.origin } = {},
): void {
  if (inApp || (isSameOriginReferrer(referrer, origin) && window.history.length > 1)) {
    navigate(-1);
  } else {
    navigate(paths.home.href());
  }
}

/** Whether the current history entry was reached by an in-app navigation (see goBackOrHome). */
export function reachedInApp(state: unknown = window.history.state): boolean {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' && idx > 0;
}
