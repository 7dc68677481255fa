import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AppointmentDto, AppointmentStatus } from '../../../api';
import { paths } from '../../../config/paths';
import { formatDuration } from '../../../lib/format';
import { formatServicePrice } from '../../../lib/money';
import { formatSlotDate, formatSlotTime, timeZoneName } from '../slotFormat';

const STATUS_LABEL: Record<AppointmentStatus, string> = {
  scheduled: 'Scheduled',
  confirmed: 'Confirmed',
  checked_in: 'Checked in',
  cancelled: 'Cancelled',
  no_show: 'Missed',
};

export interface BookingDetailsProps {
  booking: AppointmentDto;
  downloading: boolean;
  onDownload: () => void;
  onReschedule: () => void;
  onCancel: () => void;
}

export function BookingDetails({
  booking,
  downloading,
  onDownload,
  onReschedule,
  onCancel,
}: BookingDetailsProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} aria-labelledby="booking-details-title">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <Typography id="booking-details-title" variant="h3" component="h2">
          Booking {booking.reference}
        </Typography>
        <Chip
          label={STATUS_LABEL[booking.status]}
          color={booking.status === 'cancelled' ? 'default' : 'success'}
          data-testid="booking-status"
        />
      </Stack>
      <Stack component="dl" spacing={1} sx={{ m: 0, '& dt': { fontWeight: 700 }, '& dd': { m: 0, mb: 1 } }}>
        <dt>Date</dt>
        <dd>{formatSlotDate(booking.localDate)}</dd>
        <dt>Time</dt>
        <dd>
          {formatSlotTime(booking.localTime)} ({timeZoneName(booking.timeZone, booking.localDate)}, shop time)
        </dd>
        <dt>Device</dt>
        <dd>{booking.deviceInfo}</dd>
        <dt>Services</dt>
        <dd>{booking.services.map((s) => s.name).join(', ')}</dd>
        <dt>Estimate</dt>
        <dd>
          {formatServicePrice(booking.estimatedPrice / 100)} · {formatDuration(booking.estimatedDuration)}
        </dd>
      </Stack>
      {booking.status === 'checked_in' ? (
        // The device is with the shop: the way to its repair, by the order's reference (issue 39 item 10).
        <Alert severity="info" sx={{ mt: 2 }} data-testid="booking-repair">
          {booking.repairReference ? (
            <>
              Your device is checked in for repair{' '}
              <Box component="strong" sx={{ whiteSpace: 'nowrap' }}>
                {booking.repairReference}
              </Box>
              .{' '}
              <Link href={paths.track.lookup.href(booking.repairReference)}>
                Track repair {/* The reference never breaks at its dash on a narrow phone. */}
                <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                  {booking.repairReference}
                </Box>
              </Link>{' '}
              with the last 4 digits of your phone, or follow the link in your check-in e-mail.
            </>
          ) : (
            <>
              Your device is checked in for repair. Follow it with the link in your check-in e-mail, or{' '}
              <Link href={paths.track.lookup.href()}>track your repair</Link> with its RO- reference and the
              last 4 digits of your phone.
            </>
          )}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
        {booking.status === 'scheduled' || booking.status === 'confirmed' ? (
          <Button variant="outlined" onClick={onDownload} disabled={downloading}>
            Add to Calendar (.ics)
          </Button>
        ) : null}
        {booking.reschedulable ? (
          <Button variant="outlined" onClick={onReschedule}>
            Move to Another Time
          </Button>
        ) : null}
        {booking.cancellable ? (
          <Button variant="outlined" color="error" onClick={onCancel}>
            Cancel Appointment
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
