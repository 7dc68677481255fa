import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import {
  useCancelAppointmentMutation,
  useDownloadAppointmentIcsMutation,
  useLookupAppointmentMutation,
  useRescheduleAppointmentMutation,
  type ApiError,
  type AppointmentDto,
  type AvailabilitySlotDto,
} from '../../api';
import { PageContainer } from '../../components/ui/PageContainer';
import { PageHeading } from '../../components/ui/PageHeading';
import { TextInput } from '../../components/ui/TextInput';
import { notify, notifyError, notifyFailure } from '../../components/notify';
import { metaOf } from '../../config/routeMeta';
import { isSlotTaken } from './slotTaken';
import { usePageMeta } from '../../lib/usePageMeta';
import { BookingDetails } from './components/BookingDetails';
import { formatSlot } from './slotFormat';

/** The dialogs load when opened: the look-up form comes without them. */
const RescheduleDialog = lazy(() =>
  import('./components/RescheduleDialog').then((m) => ({ default: m.RescheduleDialog })),
);
const CancelDialog = lazy(() =>
  import('./components/CancelDialog').then((m) => ({ default: m.CancelDialog })),
);

function saveFile(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** What a link to this page may open once the booking is found (the reminder e-mail's links). */
type LinkedAction = 'reschedule' | 'cancel';
const linkedActionOf = (value: string | null): LinkedAction | null =>
  value === 'reschedule' || value === 'cancel' ? value : null;

/**
 * /booking: find a booking by reference and e-mail; download it as .ics, move it to another time or
 * cancel it. `?reference=` fills in the reference; `&action=reschedule|cancel` opens that step once
 * the booking is found.
 */
export default function BookingLookupPage() {
  usePageMeta(
    metaOf('booking').title,
    'Find your repair appointment with its reference and e-mail, add it to your calendar or cancel it.',
  );
  const [params] = useSearchParams();
  // The confirmed screen's and the e-mails' links carry the reference (paths.booking.href).
  const linkedReference = params.get('reference') ?? '';
  const [linkedAction, setLinkedAction] = useState(linkedActionOf(params.get('action')));
  const [reference, setReference] = useState(linkedReference);
  const [email, setEmail] = useState('');
  const [booking, setBooking] = useState<AppointmentDto | null>(null);
  const [notFound, setNotFound] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [moving, setMoving] = useState(false);
  const [moveSlotTaken, setMoveSlotTaken] = useState(false);
  const [lookup, lookupState] = useLookupAppointmentMutation();
  const [download, downloadState] = useDownloadAppointmentIcsMutation();
  const [cancel, cancelState] = useCancelAppointmentMutation();
  const [reschedule, rescheduleState] = useRescheduleAppointmentMutation();
  const access = () => ({ reference: reference.trim(), bookingAccessDto: { email: email.trim() } });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setNotFound(false);
    setBooking(null);
    try {
      const found = await lookup(access()).unwrap();
      setBooking(found);
      // A link's action opens once, for the booking it was sent for.
      if (linkedAction === 'reschedule' && found.reschedulable) setMoving(true);
      if (linkedAction === 'cancel' && found.cancellable) setConfirming(true);
      setLinkedAction(null);
    } catch (error) {
      if ((error as ApiError).status === 404) setNotFound(true);
      else notifyError('Something went wrong', 'Your booking could not be looked up. Please try again.');
    }
  };

  const onDownload = async () => {
    try {
      const text = await download(access()).unwrap();
      saveFile(`booking-${booking?.reference ?? 'appointment'}.ics`, String(text));
    } catch {
      notifyError('Download Failed', 'The calendar file could not be downloaded. Please try again.');
    }
  };

  const onCancel = async () => {
    try {
      setBooking(await cancel(access()).unwrap());
      setConfirming(false);
      notify({ title: 'Appointment Cancelled', message: 'Your appointment has been cancelled.' });
    } catch {
      setConfirming(false);
      notifyError('Cancellation Failed', 'Your appointment could not be cancelled. Please call us.');
    }
  };

  const openMove = () => {
    setMoveSlotTaken(false);
    setMoving(true);
  };

  const onMove = async (slot: AvailabilitySlotDto) => {
    try {
      const moved = await reschedule({
        reference: reference.trim(),
        rescheduleAppointmentDto: { email: email.trim(), appointmentDate: slot.start },
      }).unwrap();
      setBooking(moved);
      setMoving(false);
      notify({
        title: 'Appointment Moved',
        message: `Your appointment is now on ${formatSlot(moved.localDate, moved.localTime)}. We sent you an e-mail with the new time.`,
      });
    } catch (error) {
      if (isSlotTaken(error)) {
        setMoveSlotTaken(true);
        return;
      }
      setMoving(false);
      notifyFailure(error, {
        title: 'Move Failed',
        message: 'Your appointment could not be moved. Please try again or call us.',
      });
    }
  };

  return (
    <PageContainer>
      <PageHeading
        title="Your Booking"
        subtitle="Enter your booking reference and the e-mail you booked with."
      />
      <form onSubmit={submit} aria-label="Find your booking">
        <Grid container spacing={2} sx={{ mb: 3, alignItems: 'flex-start' }}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextInput
              id="lookup-reference"
              label="Booking reference"
              placeholder="RB-7K4Q9M"
              required
              fullWidth
              value={reference}
              onChange={(e) => setReference(e.target.value)}
              autoComplete="off"
              htmlInput={{ maxLength: 16 }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 5 }}>
            <TextInput
              id="lookup-email"
              label="Email"
              type="email"
              required
              fullWidth
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              autoComplete="email"
              autoFocus={linkedReference !== ''}
              htmlInput={{ maxLength: 254 }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 3 }}>
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              disabled={lookupState.isLoading}
              sx={{ minHeight: 56 }}
            >
              Find Booking
            </Button>
          </Grid>
        </Grid>
      </form>
      <div aria-live="polite">
        {notFound ? (
          <Alert severity="warning">
            We could not find a booking with that reference and e-mail. Please check both and try again.
          </Alert>
        ) : null}
        {booking ? (
          <BookingDetails
            booking={booking}
            downloading={downloadState.isLoading}
            onDownload={() => void onDownload()}
            onReschedule={openMove}
            onCancel={() => setConfirming(true)}
          />
        ) : null}
      </div>
      {booking && moving ? (
        <Suspense fallback={null}>
          <RescheduleDialog
            open
            current={{
              start: booking.appointmentDate,
              localDate: booking.localDate,
              localTime: booking.localTime,
            }}
            busy={rescheduleState.isLoading}
            slotTaken={moveSlotTaken}
            onClose={() => setMoving(false)}
            onMove={(slot) => void onMove(slot)}
          />
        </Suspense>
      ) : null}
      {booking ? (
        <Suspense fallback={null}>
          <CancelDialog
            open={confirming}
            when={formatSlot(booking.localDate, booking.localTime)}
            busy={cancelState.isLoading}
            onClose={() => setConfirming(false)}
            onConfirm={() => void onCancel()}
          />
        </Suspense>
      ) : null}
    </PageContainer>
  );
}
