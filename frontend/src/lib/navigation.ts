import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
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

/** Spec 2: go back in history only when the referrer is this site, otherwise go home. */
export function goBackOrHome(
  navigate: (to: string | number) => void,
  referrer: string = document.referrer,
  origin: string = window.location.origin,
): void {
  if (isSameOriginReferrer(referrer, origin) && window.history.length > 1) {
    navigate(-1);
  } else {
    navigate(paths.home.href());
  }
}

export function useGoBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => goBackOrHome((to) => void navigate(to as never)), [navigate]);
}

/** Smoothly scrolls to the top (instantly when the user prefers reduced motion). */
export function scrollToTop(): void {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}

const BACK_TO_REPAIR = /^back to repair services?$/i;

/** Spec 2: controls reading "Back to Repair Service(s)" are relabelled "Back to Top". */
export function relabelBackControl(label: string): string {
  return BACK_TO_REPAIR.test(label.trim()) ? 'Back to Top' : label;
}
