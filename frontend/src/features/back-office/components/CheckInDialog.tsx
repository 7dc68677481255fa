import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  useCheckInAppointmentMutation,
  type AdminAppointmentDto,
  type CheckInResultDto,
  type IntakeDto,
} from '../../../api/staff';
import { notify, notifyFailure } from '../../../components/notify';
import { IntakePhotosStep } from '../../../components/photos/IntakePhotosStep';
import { INTAKE_PHOTOS_TEXT } from '../../../components/photos/photoText';
import { afterCheckIn, estimatedReadyToSend } from '../../../components/workshop/checkIn';
import { CheckInDeposit } from '../../../components/workshop/CheckInDeposit';
import { CheckInSection } from '../../../components/workshop/CheckInSection';
import { checkInDepositToSend, NO_CHECK_IN_DEPOSIT } from '../../../components/workshop/deposit';
import { EMPTY_INTAKE, intakeToSend } from '../../../components/workshop/intake';
import { IntakeFields } from '../../../components/workshop/IntakeFields';
import { EstimatedReadyField } from '../../../components/workshop/EstimatedReadyField';
import { fullName } from '../appointments';
import { BACK_OFFICE_TEXT } from '../text';

const TEXT = BACK_OFFICE_TEXT.checkIn;

export interface CheckInDialogProps {
  appointment: AdminAppointmentDto;
  onClose: () => void;
}

/**
 * Checks an appointment's device in at the counter (workshop spec 1), then takes its photos (intake
 * spec 1) and opens the repair order's page. The dialog lines up the check-in's parts, each a
 * section of its own with its own state: the intake, when it should be ready, a deposit; the
 * request is made of what each one sends. Pressing it twice (or two staff at once) gives the one
 * existing order. Photos belong to an order, so they come second: once the order exists the
 * dialog becomes its photos step, which uploads to it and ends on the order's page.
 */
export function CheckInDialog({ appointment, onClose }: CheckInDialogProps) {
  const navigate = useNavigate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [intake, setIntake] = useState<IntakeDto>(EMPTY_INTAKE);
  const [readyAt, setReadyAt] = useState('');
  const [deposit, setDeposit] = useState(NO_CHECK_IN_DEPOSIT);
  const [tried, setTried] = useState(false);
  const [checkedIn, setCheckedIn] = useState<CheckInResultDto | null>(null);
  const [checkIn, { isLoading }] = useCheckInAppointmentMutation();
  const name = fullName(appointment.customer);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const depositPart = checkInDepositToSend(deposit);
    if (depositPart === 'invalid') return;
    try {
      const result = await checkIn({
        id: appointment.id,
        checkInDto: { intake: intakeToSend(intake), ...estimatedReadyToSend(readyAt), ...depositPart },
      }).unwrap();
      notify({
        title: 'Checked in',
        message: `${appointment.reference} · ${name} · order ${result.order.reference}`,
      });
      setCheckedIn(result);
    } catch (error) {
      notifyFailure(error, { title: 'Check-in failed', message: 'Please try again.' });
    }
  };

  if (checkedIn) {
    const toOrder = () => void navigate(...afterCheckIn(checkedIn));
    return (
      <Dialog
        open
        onClose={toOrder}
        aria-labelledby="check-in-title"
        fullWidth
        maxWidth="sm"
        fullScreen={phone}
      >
        <DialogTitle id="check-in-title">
          {INTAKE_PHOTOS_TEXT.title} · {checkedIn.order.reference}
        </DialogTitle>
        <IntakePhotosStep
          orderId={checkedIn.order.id}
          onDone={toOrder}
          Content={DialogContent}
          Actions={DialogActions}
        />
      </Dialog>
    );
  }

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
            {name} · {appointment.device.brand} {appointment.device.model}. {TEXT.explain}
          </DialogContentText>
          <Stack spacing={3} divider={<Divider flexItem />}>
            <CheckInSection title={TEXT.intake}>
              <IntakeFields value={intake} onChange={setIntake} estimateCents={appointment.totalCents} />
            </CheckInSection>
            <CheckInSection title={TEXT.ready}>
              <EstimatedReadyField value={readyAt} onChange={setReadyAt} />
            </CheckInSection>
            <CheckInSection title={TEXT.deposit}>
              <CheckInDeposit
                value={deposit}
                onChange={setDeposit}
                estimateCents={appointment.totalCents}
                tried={tried}
              />
            </CheckInSection>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
            {INTAKE_PHOTOS_TEXT.next}
          </Typography>
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
