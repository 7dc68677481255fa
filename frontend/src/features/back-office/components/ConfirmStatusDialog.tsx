import { useState } from 'react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { AdminAppointmentDto } from '../../../api/staff';
import { BACK_OFFICE_TEXT } from '../text';
import { finalChangeText, formatDayDate, formatShopTime, fullName, type FinalStatus } from '../appointments';

export interface ConfirmStatusDialogProps {
  appointment: AdminAppointmentDto;
  /** A status the appointment can never leave. */
  status: FinalStatus;
  timeZone: string;
  /** YYYY-MM-DD of today in shop time (the year is shown for another year). */
  today: string;
  saving: boolean;
  /** With the reason asked for a cancellation. */
  onConfirm: (reason?: string) => void;
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
  const asksReason = status === 'cancelled';
  const [reason, setReason] = useState('');
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
        {asksReason ? (
          <TextField
            label={BACK_OFFICE_TEXT.appointments.cancelReason}
            helperText={BACK_OFFICE_TEXT.appointments.cancelReasonHelp}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
            fullWidth
            multiline
            sx={{ mt: 2 }}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={saving} autoFocus>
          {text.keep}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => onConfirm(asksReason ? reason.trim() : undefined)}
          disabled={saving || (asksReason && !reason.trim())}
        >
          {saving ? text.saving : text.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
