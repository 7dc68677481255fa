import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type SyntheticEvent,
} from 'react';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { keyframes, styled } from '@mui/material/styles';
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
 * The browser's own modal dialog, laid out as the theme's dialogs are (MUI's Dialog: a paper of
 * at most 600 px, 32 px from the edges, on a half-dark backdrop): `showModal()` puts it in the top
 * layer, keeps the focus inside, makes the rest of the page inert and closes it on Escape, without
 * the Modal, FocusTrap, Portal and transition code of MUI's Dialog.
 */
const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

const NativeDialog = styled('dialog')(({ theme }) => ({
  position: 'fixed',
  inset: 0,
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  maxHeight: 'none',
  margin: 0,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: theme.palette.text.primary,
  overflow: 'hidden',
  outline: 'none',
  '&[open]': { display: 'flex', alignItems: 'center', justifyContent: 'center' },
  '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
  '@media (prefers-reduced-motion: no-preference)': {
    '&[open], &[open]::backdrop': {
      animation: `${fadeIn} ${theme.transitions.duration.enteringScreen}ms ${theme.transitions.easing.easeInOut}`,
    },
  },
}));

const DialogPaper = styled(Paper)(({ theme }) => ({
  margin: 32,
  position: 'relative',
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  maxHeight: 'calc(100% - 64px)',
  width: 'calc(100% - 64px)',
  maxWidth: theme.breakpoints.values.sm,
  [`@media (max-width: ${theme.breakpoints.values.sm + 64}px)`]: { maxWidth: 'calc(100% - 64px)' },
}));

/**
 * While the popup is open the toasts stay above it (a toast raised by its form is seen, not dimmed
 * behind the backdrop): the toast region (components/Toaster) joins the top layer after the dialog,
 * as a manual popover without a box of its own (its toasts are placed by themselves). The dialog
 * still keeps the rest of the page, toasts included, inert: a failure is also announced from
 * inside the dialog (DiscountSignupForm).
 */
function toastsAbove(open: boolean): void {
  const region = document.querySelector<HTMLElement>('[data-toast-region]');
  if (!region || typeof region.showPopover !== 'function') return;
  if (!open) {
    if (region.matches(':popover-open')) region.hidePopover();
    region.removeAttribute('popover');
    return;
  }
  region.popover = 'manual';
  Object.assign(region.style, { border: '0', padding: '0', background: 'transparent', overflow: 'visible' });
  region.showPopover();
}

/**
 * The $10 first-repair discount popup of the home routes (spec 4): closed at first, opens after
 * 2 s, closes on success or dismissal (close button, No thanks, Escape, backdrop). A claim or a
 * dismissal keeps it away on this browser for 7 days. It shows without the store, which the form
 * loads on its first keystroke (`loadStore`). Focus: the first name when it opens, back where it
 * was when it closes (the browser's dialog does both).
 */
export default function DiscountPopup({ loadStore }: { loadStore: () => Promise<ApiStore> }) {
  const [open, setOpen] = useState(false);
  // Rendered (closed, hidden) ahead of its opening, while the browser is idle after the load: at
  // 2 s only the dialog's attributes change and `showModal()` runs, instead of rendering and
  // committing the whole dialog in one long task (issue 38).
  const [ready, setReady] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (isPopupSuppressed()) return undefined;
    let timer: number | undefined;
    let idle: number | undefined;
    const schedule = () => {
      const prepare = () => startTransition(() => setReady(true));
      if (typeof window.requestIdleCallback === 'function')
        idle = window.requestIdleCallback(prepare, { timeout: 1000 });
      else prepare();
      timer = window.setTimeout(() => {
        if (!isPopupSuppressed()) setOpen(true);
      }, msUntilOpen());
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      window.removeEventListener('load', schedule);
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, []);

  // Shown as a modal when it opens (jsdom, without showModal, shows it open).
  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return undefined;
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    element.querySelector<HTMLInputElement>('input[name="firstName"]')?.focus();
    toastsAbove(true);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      toastsAbove(false);
      if (element.open && typeof element.close === 'function') element.close();
    };
  }, [open]);

  const dismiss = useCallback(() => {
    suppressPopup();
    setOpen(false);
  }, []);
  const claimed = useCallback(() => {
    suppressPopup();
    setOpen(false);
    notify(DISCOUNT_SIGNUP_SUCCESS);
  }, []);
  // The content does not change when the dialog opens: rendered once, ahead (see `ready`).
  const content = useMemo(
    () => (
      <DialogPaper elevation={24}>
        <DialogTitle id="discount-popup-title" component="h2" variant="h2" sx={{ pr: 7 }}>
          Get $10 OFF Your First Repair!
        </DialogTitle>
        <IconButton aria-label="Close" onClick={dismiss} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
        <DialogContent>
          <Typography id="discount-popup-description" sx={{ mb: 2 }} color="text.secondary">
            First-time customers: sign up and we&apos;ll email you a code for $10 off your first repair. One
            use per email.
          </Typography>
          <DiscountSignupForm onClaimed={claimed} onDismiss={dismiss} loadStore={loadStore} />
        </DialogContent>
      </DialogPaper>
    ),
    [dismiss, claimed, loadStore],
  );
  // Escape: the browser's cancel event; kept from closing the dialog itself, so that closing is one path.
  const cancel = (event: SyntheticEvent) => {
    event.preventDefault();
    dismiss();
  };
  // A click on the backdrop reaches the dialog itself (the paper covers the rest).
  const backdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) dismiss();
  };

  if (!open && !ready) return null;
  // Closed: hidden, and without its role, so that nothing finds a dialog before it opens.
  const shown = open
    ? {
        // The role in the markup too: the dialog is found by it from the moment it opens.
        role: 'dialog',
        'aria-modal': true,
        'aria-labelledby': 'discount-popup-title',
        'aria-describedby': 'discount-popup-description',
      }
    : { hidden: true };
  return (
    <NativeDialog
      ref={dialog}
      {...shown}
      onCancel={cancel}
      onClose={() => open && dismiss()}
      onKeyDown={(event) => {
        if (event.key === 'Escape') cancel(event);
      }}
      onClick={backdropClick}
    >
      {content}
    </NativeDialog>
  );
}
