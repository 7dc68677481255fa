import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useGetAvailabilityQuery, type AvailabilitySlotDto } from '../../../api';
import { timeZoneName } from '../slotFormat';
import { AvailabilityStatus, SlotPicker } from './SlotPicker';
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
  // The chosen slot stays chosen (with its Continue) while it is free; taken meanwhile, its day
  // still shows, where the customer was (spec 4).
  const chosen = data?.slots.find((s) => s.start === selected);
  const selectedSlot = chosen?.available ? chosen : undefined;
  const [day, setDay] = useState<string | null>(null);
  const shownDay = day ?? chosen?.date ?? data?.slots.find((s) => s.available)?.date;

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
      <AvailabilityStatus isLoading={isLoading} isError={isError} onRetry={() => void refetch()} />
      {data ? (
        <>
          <SlotPicker
            slots={data.slots}
            closedDays={data.closedDays}
            selected={selected}
            day={day}
            onDayChange={setDay}
            onSelect={onSelect}
            idPrefix="booking"
          />
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
