import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useGetAvailabilityQuery, type AvailabilitySlotDto } from '../../../api';
import { formatSlotDate, formatSlotTime, timeZoneName } from '../slotFormat';
import { StepHeading } from './StepHeading';

/** How often the time step refreshes the taken slots while it is open. */
const REFRESH_MS = 30_000;

export interface TimeStepProps {
  selected: string | null;
  slotTaken: boolean;
  onSelect: (slot: AvailabilitySlotDto) => void;
  onContinue: () => void;
}

export function TimeStep({ selected, slotTaken, onSelect, onContinue }: TimeStepProps) {
  const { data, isLoading, isError, refetch } = useGetAvailabilityQuery(undefined, {
    refetchOnMountOrArgChange: true,
    pollingInterval: REFRESH_MS,
    skipPollingIfUnfocused: true,
  });
  const days = useMemo(() => {
    const map = new Map<string, AvailabilitySlotDto[]>();
    for (const slot of data?.slots ?? []) map.set(slot.date, [...(map.get(slot.date) ?? []), slot]);
    return [...map.entries()];
  }, [data]);
  // The chosen slot stays chosen (with its Continue) while it is free; taken meanwhile, its day
  // still shows, where the customer was (spec 4).
  const chosen = data?.slots.find((s) => s.start === selected);
  const selectedSlot = chosen?.available ? chosen : undefined;
  const firstOpenDay = days.find(([, slots]) => slots.some((s) => s.available))?.[0];
  const [day, setDay] = useState<string | null>(null);
  const shownDay = day ?? chosen?.date ?? firstOpenDay ?? days[0]?.[0];
  const slots = days.find(([d]) => d === shownDay)?.[1] ?? [];

  return (
    <section>
      <StepHeading
        title="Pick a time"
        subtitle={
          data
            ? `Times are shown in shop time (${timeZoneName(data.timeZone, shownDay ?? data.slots[0]?.date ?? '2000-01-01')}).`
            : undefined
        }
      />
      {slotTaken ? (
        <Alert severity="warning" sx={{ mb: 3 }}>
          Sorry, the time you chose was just booked by someone else. Please pick another time.
        </Alert>
      ) : null}
      {isLoading ? <CircularProgress aria-label="Loading available times" /> : null}
      {isError ? (
        <Alert severity="error" action={<Button onClick={() => void refetch()}>Try again</Button>}>
          The available times could not be loaded.
        </Alert>
      ) : null}
      {data ? (
        <>
          <Typography component="h3" variant="h6" sx={{ mb: 1 }} id="booking-day-label">
            Day
          </Typography>
          <ToggleButtonGroup
            exclusive
            value={shownDay}
            onChange={(_e, value: string | null) => value && setDay(value)}
            aria-labelledby="booking-day-label"
            sx={{
              flexWrap: 'wrap',
              gap: 1,
              mb: 3,
              '& .MuiToggleButtonGroup-grouped': { border: 1, borderColor: 'divider', borderRadius: 1 },
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
            {slots.map((slot) => (
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
          {selectedSlot ? (
            <Button variant="contained" size="large" sx={{ mt: 3 }} onClick={onContinue}>
              Continue
            </Button>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
