import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface LeaveGuardProps {
  /** There is work that leaving would lose. */
  dirty: boolean;
  title: string;
  message: string;
  leaveLabel?: string;
  stayLabel?: string;
}

/**
 * Asks before a page with unsaved work is left: a link of the site (any anchor to another page,
 * the staff bar's included) opens a dialog to stay or leave; closing or reloading the tab gets the
 * browser's own question. (The declarative router has no navigation blocker, so links are caught
 * where they are clicked.)
 */
export function LeaveGuard({
  dirty,
  title,
  message,
  leaveLabel = 'Leave',
  stayLabel = 'Stay',
}: LeaveGuardProps) {
  const navigate = useNavigate();
  const [target, setTarget] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return; // a new tab keeps this one
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (
        !(anchor instanceof HTMLAnchorElement) ||
        anchor.target === '_blank' ||
        anchor.hasAttribute('download')
      )
        return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      // The router's links do not navigate a prevented click; the click still reaches the rest (a menu closes).
      event.preventDefault();
      setTarget(url.pathname + url.search + url.hash);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);

  const leave = () => {
    const to = target;
    setTarget(null);
    if (to) void navigate(to);
  };

  return (
    <Dialog
      open={target !== null}
      onClose={() => setTarget(null)}
      aria-labelledby="leave-guard-title"
      aria-describedby="leave-guard-text"
    >
      <DialogTitle id="leave-guard-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="leave-guard-text">{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setTarget(null)} autoFocus>
          {stayLabel}
        </Button>
        <Button color="error" onClick={leave}>
          {leaveLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
