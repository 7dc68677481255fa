// Without the router: the content pages' islands use them (app/islands.tsx).

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
