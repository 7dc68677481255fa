import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * Leaves the floating Back to Top button (BackToTop.tsx, `data-back-to-top`) out of a focused task:
 * the customer signing on their phone, where it covered the end of "Sign with my typed name" at
 * 390 px while they scrolled, and where the task's own controls are all they need.
 */
export function HideBackToTop() {
  return <GlobalStyles styles={{ '[data-back-to-top]': { display: 'none !important' } }} />;
}
