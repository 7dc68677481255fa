import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useGetAvailabilityQuery, type AvailabilitySlotDto } from '../../../api';
import { formatSlot, timeZoneName } from '../slotFormat';
import { AvailabilityStatus, SlotPicker } from './SlotPicker';

export interface RescheduleDialogProps {
  open: boolean;
  /** The booking's current time, as the customer reads it. */
  current: { start: string; localDate: string; localTime: string };
  busy: boolean;
  /** Set when the last chosen time was taken meanwhile. */
  slotTaken: boolean;
  onClose: () => void;
  onMove: (slot: AvailabilitySlotDto) => void;
}

/** Move a booking to another free time: pick a day and a time, then one Move. */
export function RescheduleDialog({ open, current, busy, slotTaken, onClose, onMove }: RescheduleDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const { data, isLoading, isError, refetch } = useGetAvailabilityQuery(undefined, {
    skip: !open,
    refetchOnMountOrArgChange: true,
  });
  // A time taken meanwhile: show the times as they are now.
  useEffect(() => {
    if (slotTaken) void refetch();
  }, [slotTaken, refetch]);
  const [day, setDay] = useState<string | null>(null);
  const [chosen, setChosen] = useState<AvailabilitySlotDto | null>(null);
  // The booking's own slot is taken by itself: offer only other times.
  const slots = (data?.slots ?? []).map((s) => (s.start === current.start ? { ...s, available: false } : s));
  const choice = chosen && slots.find((s) => s.start === chosen.start && s.available) ? chosen : null;

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      aria-labelledby="reschedule-title"
      aria-describedby="reschedule-text"
    >
      <DialogTitle id="reschedule-title">Move your appointment</DialogTitle>
      <DialogContent>
        <DialogContentText id="reschedule-text" sx={{ mb: 2 }}>
          Now {formatSlot(current.localDate, current.localTime)}. Pick a new time
          {data ? ` (shop time, ${timeZoneName(data.timeZone, current.localDate)})` : ''}: your reference and
          discount stay the same, and we e-mail you the new time.
        </DialogContentText>
        {slotTaken ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            Sorry, that time was just booked by someone else. Please pick another time.
          </Alert>
        ) : null}
        <AvailabilityStatus isLoading={isLoading} isError={isError} onRetry={() => void refetch()} />
        {data ? (
          <SlotPicker
            slots={slots}
            closedDays={data.closedDays}
            selected={choice?.start ?? null}
            day={day}
            onDayChange={setDay}
            onSelect={setChosen}
            idPrefix="reschedule"
          />
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          Keep Current Time
        </Button>
        <Button variant="contained" disabled={busy || !choice} onClick={() => choice && onMove(choice)}>
          {busy ? 'Moving…' : choice ? `Move to ${formatSlot(choice.date, choice.time)}` : 'Move Appointment'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
