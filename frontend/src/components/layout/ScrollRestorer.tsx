import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Scroll positions of the history entries visited in this tab, by location key. */
const positions = new Map<string, number>();

/**
 * Spec 2: scroll position is restored on navigation. A new page (link, redirect) starts at the
 * top, or at its #hash target; going back or forward returns to where that page was left.
 */
export function ScrollRestorer() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);

  useEffect(() => {
    const save = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [key]);

  useLayoutEffect(() => {
    if (first.current) {
      // The first page keeps what the browser did (e.g. its own restoration on reload).
      first.current = false;
      return;
    }
    if (navigationType === 'POP' && positions.has(key)) {
      window.scrollTo(0, positions.get(key) ?? 0);
      return;
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, hash, navigationType]);

  return null;
}
