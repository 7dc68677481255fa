import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useCheckInAppointmentMutation, type AdminAppointmentDto, type IntakeDto } from '../../../api/staff';
import { notify, notifyFailure } from '../../../components/notify';
import { afterCheckIn, estimatedReadyToSend } from '../../../components/workshop/checkIn';
import { EMPTY_INTAKE, intakeToSend } from '../../../components/workshop/intake';
import { IntakeFields } from '../../../components/workshop/IntakeFields';
import { EstimatedReadyField } from '../../../components/workshop/EstimatedReadyField';
import { fullName } from '../appointments';

export interface CheckInDialogProps {
  appointment: AdminAppointmentDto;
  onClose: () => void;
}

/**
 * Checks an appointment's device in at the counter (workshop spec 1): the intake, then the repair
 * order's page. Pressing it twice (or two staff at once) gives the one existing order.
 */
export function CheckInDialog({ appointment, onClose }: CheckInDialogProps) {
  const navigate = useNavigate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [intake, setIntake] = useState<IntakeDto>(EMPTY_INTAKE);
  const [readyAt, setReadyAt] = useState('');
  const [checkIn, { isLoading }] = useCheckInAppointmentMutation();
  const name = fullName(appointment.customer);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const result = await checkIn({
        id: appointment.id,
        checkInDto: { intake: intakeToSend(intake), ...estimatedReadyToSend(readyAt) },
      }).unwrap();
      notify({
        title: 'Checked in',
        message: `${appointment.reference} · ${name} · order ${result.order.reference}`,
      });
      void navigate(...afterCheckIn(result));
    } catch (error) {
      notifyFailure(error, { title: 'Check-in failed', message: 'Please try again.' });
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="check-in-title"
      fullWidth
      maxWidth="md"
      fullScreen={phone}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="check-in-title">Check in {appointment.reference}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {name} · {appointment.device.brand} {appointment.device.model}. Record the device’s condition and
            what was left with it; the repair order and its tracking link follow.
          </DialogContentText>
          <IntakeFields value={intake} onChange={setIntake} estimateCents={appointment.totalCents} />
          <Box sx={{ mt: 2.5 }}>
            <EstimatedReadyField value={readyAt} onChange={setReadyAt} />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Not now</Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            {isLoading ? 'Checking in…' : 'Check in'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
