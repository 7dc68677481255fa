import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface CancelDialogProps {
  open: boolean;
  when: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** The explicit confirmation before a booking is cancelled. */
export function CancelDialog({ open, when, busy, onClose, onConfirm }: CancelDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby="cancel-booking-title"
      aria-describedby="cancel-booking-text"
    >
      <DialogTitle id="cancel-booking-title">Cancel this appointment?</DialogTitle>
      <DialogContent>
        <DialogContentText id="cancel-booking-text">
          Your appointment on {when} will be cancelled and the time given to someone else. This cannot be
          undone.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus>
          Keep Appointment
        </Button>
        <Button onClick={onConfirm} disabled={busy} color="error" variant="contained">
          {busy ? 'Cancelling…' : 'Yes, Cancel Appointment'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
