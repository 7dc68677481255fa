import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AppointmentDto } from '../../../api';
import { paths } from '../../../config/paths';
import { formatDuration } from '../../../lib/format';
import { formatMoney, formatServicePrice } from '../../../lib/money';
import { formatSlot } from '../slotFormat';
import { StepHeading } from './StepHeading';

export interface ConfirmedScreenProps {
  reference: string;
  booking: AppointmentDto | null;
  onBookAnother: () => void;
}

/**
 * The booking just made, as the server confirmed it (kept for this tab). A reference it does not
 * hold (an old or edited link) is never shown as booked: the look-up page can find it.
 */
export function ConfirmedScreen({ reference, booking, onBookAnother }: ConfirmedScreenProps) {
  if (!booking) {
    return (
      <section>
        <StepHeading title="Find your booking" />
        <Typography sx={{ mb: 3 }}>
          This page shows a booking right after it is made. To see a booking you made earlier, look it up with
          its reference and your e-mail.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button variant="contained" href={paths.booking.href(reference || undefined)}>
            Look up your booking
          </Button>
          <Button variant="outlined" onClick={onBookAnother}>
            Book an Appointment
          </Button>
        </Stack>
      </section>
    );
  }
  return (
    <section>
      <StepHeading title="Your appointment is booked" />
      <Alert severity="success" sx={{ mb: 3 }}>
        Your appointment has been successfully scheduled. You'll receive a confirmation email shortly.
      </Alert>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography variant="body2" color="text.secondary">
          Booking reference
        </Typography>
        <Typography
          variant="h3"
          component="p"
          sx={{ letterSpacing: 2, mb: 2 }}
          data-testid="booking-reference"
        >
          {reference}
        </Typography>
        <Stack spacing={0.5}>
          <Typography>{formatSlot(booking.localDate, booking.localTime)}</Typography>
          <Typography>
            {booking.deviceInfo}: {booking.services.map((s) => s.name).join(', ')}
          </Typography>
          <Typography>
            Estimated price: {formatServicePrice(booking.estimatedPrice / 100)} · Estimated duration:{' '}
            {formatDuration(booking.estimatedDuration)}
          </Typography>
          {booking.discount > 0 ? (
            <Typography data-testid="booking-discount">
              First-repair discount applied: {formatMoney(booking.discount / 100)} off.
            </Typography>
          ) : null}
        </Stack>
        <Typography sx={{ mt: 2 }}>
          Keep this reference: with it and your e-mail you can{' '}
          <Link href={paths.booking.href(reference)}>view, add to your calendar or cancel your booking</Link>.
        </Typography>
      </Paper>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="contained" href={paths.home.href()}>
          Return to Home
        </Button>
        <Button variant="outlined" onClick={onBookAnother}>
          Book Another Appointment
        </Button>
      </Stack>
    </section>
  );
}
