import { useEffect, useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { DISCOUNT_SIGNUP_SUCCESS } from './signupToasts';
import { notify } from '../../components/notify';
import { DiscountSignupForm } from './DiscountSignupForm';
import { isPopupSuppressed, suppressPopup } from './suppression';
import type { ApiStore } from '../../api/baseApi';

/** The popup opens this long after the home page loads (spec 9). */
export const OPEN_DELAY_MS = 2000;

/**
 * On the page the visitor arrived on, 2 s from its load event, however long the app took to start
 * after it (the prerendered home page shows before its code runs); 2 s from now when the visitor
 * came to the home page from another page of the site (the router counts history entries in `idx`).
 */
function msUntilOpen(): number {
  const arrived = ((window.history.state as { idx?: number } | null)?.idx ?? 0) === 0;
  const [page] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const sinceLoad = arrived && page && page.loadEventEnd > 0 ? performance.now() - page.loadEventEnd : 0;
  return Math.max(0, OPEN_DELAY_MS - sinceLoad);
}

/**
 * The $10 first-repair discount popup of the home routes (spec 4): closed at first, opens after
 * 2 s, closes on success or dismissal (close button, No thanks, Escape, backdrop). A claim or a
 * dismissal keeps it away on this browser for 7 days. It shows without the store, which the form
 * loads on its first keystroke (`loadStore`).
 */
export default function DiscountPopup({ loadStore }: { loadStore: () => Promise<ApiStore> }) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (isPopupSuppressed()) return undefined;
    let timer: number | undefined;
    const schedule = () => {
      timer = window.setTimeout(() => {
        if (!isPopupSuppressed()) setOpen(true);
      }, msUntilOpen());
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      window.removeEventListener('load', schedule);
      window.clearTimeout(timer);
    };
  }, []);

  const dismiss = () => {
    suppressPopup();
    setOpen(false);
  };
  const claimed = () => {
    suppressPopup();
    setOpen(false);
    notify(DISCOUNT_SIGNUP_SUCCESS);
  };

  return (
    <Dialog
      open={open}
      onClose={dismiss}
      fullWidth
      maxWidth="sm"
      aria-labelledby="discount-popup-title"
      aria-describedby="discount-popup-description"
    >
      <DialogTitle id="discount-popup-title" component="h2" variant="h2" sx={{ pr: 7 }}>
        Get $10 OFF Your First Repair!
      </DialogTitle>
      <IconButton aria-label="Close" onClick={dismiss} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <Typography id="discount-popup-description" sx={{ mb: 2 }} color="text.secondary">
          First-time customers: sign up and we&apos;ll email you a code for $10 off your first repair. One use
          per email.
        </Typography>
        <DiscountSignupForm onClaimed={claimed} onDismiss={dismiss} loadStore={loadStore} />
      </DialogContent>
    </Dialog>
  );
}
