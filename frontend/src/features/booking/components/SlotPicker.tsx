import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { AvailabilitySlotDto, ClosedDayNoticeDto } from '../../../api';
import { formatSlotDate, formatSlotTime } from '../slotFormat';

export interface SlotPickerProps {
  slots: AvailabilitySlotDto[];
  /** Days of the window the shop is closed, named under the days. */
  closedDays?: ClosedDayNoticeDto[];
  /** The chosen slot's start. */
  selected: string | null;
  /** The day shown; null shows the chosen slot's day (even taken meanwhile), else the first day with a free slot. */
  day: string | null;
  onDayChange: (day: string) => void;
  onSelect: (slot: AvailabilitySlotDto) => void;
  /** Makes the ids of its labels unique on the page. */
  idPrefix: string;
}

/** The days of the booking window and the times of one day: the wizard's time step and a booking's move. */
export function SlotPicker({
  slots,
  closedDays = [],
  selected,
  day,
  onDayChange,
  onSelect,
  idPrefix,
}: SlotPickerProps) {
  const days = useMemo(() => {
    const map = new Map<string, AvailabilitySlotDto[]>();
    for (const slot of slots) map.set(slot.date, [...(map.get(slot.date) ?? []), slot]);
    return [...map.entries()];
  }, [slots]);
  const chosen = slots.find((s) => s.start === selected);
  const selectedSlot = chosen?.available ? chosen : undefined;
  const firstOpenDay = days.find(([, daySlots]) => daySlots.some((s) => s.available))?.[0];
  const shownDay = day ?? chosen?.date ?? firstOpenDay ?? days[0]?.[0];
  const shownSlots = days.find(([d]) => d === shownDay)?.[1] ?? [];

  return (
    <>
      <Typography component="h3" variant="h6" sx={{ mb: 1 }} id={`${idPrefix}-day-label`}>
        Day
      </Typography>
      <ToggleButtonGroup
        exclusive
        value={shownDay}
        onChange={(_e, value: string | null) => value && onDayChange(value)}
        aria-labelledby={`${idPrefix}-day-label`}
        sx={{
          flexWrap: 'wrap',
          gap: 1,
          mb: closedDays.length > 0 ? 1 : 3,
          // Open days read in the primary colour, unlike the greyed taken slots and full days.
          '& .MuiToggleButtonGroup-grouped': {
            border: 1,
            borderColor: 'primary.main',
            borderRadius: 1,
            color: 'primary.main',
            bgcolor: 'background.paper',
          },
          '& .MuiToggleButtonGroup-grouped.Mui-disabled': {
            borderColor: 'divider',
            color: 'text.disabled',
          },
          '& .MuiToggleButton-root.Mui-selected': {
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            '&:hover': { bgcolor: 'primary.dark' },
          },
        }}
      >
        {days.map(([date, daySlots]) => (
          <ToggleButton key={date} value={date} disabled={!daySlots.some((s) => s.available)}>
            {formatSlotDate(date)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {closedDays.length > 0 ? (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {closedDays.map((c) => `Closed on ${formatSlotDate(c.date)}: ${c.reason}`).join(' · ')}
        </Typography>
      ) : null}
      <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
        {shownDay ? `Times on ${formatSlotDate(shownDay)}` : 'Times'}
      </Typography>
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap' }}
      >
        {shownSlots.map((slot) => (
          <li key={slot.start}>
            <Button
              variant={slot.start === selectedSlot?.start ? 'contained' : 'outlined'}
              disabled={!slot.available}
              aria-pressed={slot.start === selectedSlot?.start}
              aria-label={`${formatSlotTime(slot.time)}${slot.available ? '' : ', taken'}`}
              onClick={() => onSelect(slot)}
              sx={{ minWidth: 104 }}
            >
              {formatSlotTime(slot.time)}
            </Button>
          </li>
        ))}
      </Stack>
    </>
  );
}

/** While the times load, and when they could not be loaded (with a way to try again). */
export function AvailabilityStatus({
  isLoading,
  isError,
  onRetry,
}: {
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
}) {
  return (
    <>
      {isLoading ? <CircularProgress aria-label="Loading available times" /> : null}
      {isError ? (
        <Alert severity="error" action={<Button onClick={onRetry}>Try again</Button>}>
          The available times could not be loaded.
        </Alert>
      ) : null}
    </>
  );
}
