import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { AdminAppointmentDto } from '../../../api/staff';
import { finalChangeText, formatDayDate, formatShopTime, fullName, type FinalStatus } from '../appointments';

export interface ConfirmStatusDialogProps {
  appointment: AdminAppointmentDto;
  /** A status the appointment can never leave. */
  status: FinalStatus;
  timeZone: string;
  /** YYYY-MM-DD of today in shop time (the year is shown for another year). */
  today: string;
  saving: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks before a change that cannot be undone (cancel, complete, no-show): says what it does, keeps
 * the appointment by default (the focused button), and changes it only on the confirming button.
 */
export function ConfirmStatusDialog({
  appointment,
  status,
  timeZone,
  today,
  saving,
  onConfirm,
  onClose,
}: ConfirmStatusDialogProps) {
  const when = `${formatDayDate(appointment.day, today)} at ${formatShopTime(appointment.startsAt, timeZone)}`;
  const text = finalChangeText(status, appointment.reference, fullName(appointment.customer), when);
  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="confirm-status-title"
      aria-describedby="confirm-status-text"
    >
      <DialogTitle id="confirm-status-title">{text.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-status-text">{text.message}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={saving} autoFocus>
          {text.keep}
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={saving}>
          {saving ? text.saving : text.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
