import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { AdminAppointmentDto } from '../../../api';
import { formatDayDate, formatShopTime, fullName } from '../appointments';
import { BACK_OFFICE_TEXT } from '../text';

const TEXT = BACK_OFFICE_TEXT.appointments;

export interface CancelAppointmentDialogProps {
  appointment: AdminAppointmentDto;
  timeZone: string;
  /** YYYY-MM-DD of today in shop time (the year is shown for another year). */
  today: string;
  saving: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before cancelling: the slot is freed and the customer is e-mailed. */
export function CancelAppointmentDialog({
  appointment,
  timeZone,
  today,
  saving,
  onConfirm,
  onClose,
}: CancelAppointmentDialogProps) {
  const when = `${formatDayDate(appointment.day, today)} at ${formatShopTime(appointment.startsAt, timeZone)}`;
  return (
    <Dialog open onClose={saving ? undefined : onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{TEXT.cancelTitle(appointment.reference)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{TEXT.cancelMessage(fullName(appointment.customer), when)}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={saving} autoFocus>
          {TEXT.keep}
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={saving}>
          {saving ? TEXT.cancelling : TEXT.confirmCancel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
