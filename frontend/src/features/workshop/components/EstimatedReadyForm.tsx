import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import { useSetRepairOrderEstimatedReadyMutation } from '../../../api/staff';
import { notify, notifyFailure } from '../../../components/notify';
import { InlineForm } from '../../../components/ui/InlineForm';
import { EstimatedReadyField } from '../../../components/workshop/EstimatedReadyField';
import { shop } from '../../../config/shop';
import { fromZonedInput, toZonedInput } from '../../../lib/dates';
import { WORKSHOP_TEXT } from '../text';

const TEXT = WORKSHOP_TEXT.order;

/** An editor sets or changes when an open order should be ready (shop time); the tracking page shows it. */
export function EstimatedReadyForm({ id, value }: { id: string; value: string | null }) {
  const saved = value ? toZonedInput(value, shop.timeZone) : '';
  const [typed, setTyped] = useState(saved);
  const [save, { isLoading }] = useSetRepairOrderEstimatedReadyMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save({
        id,
        estimatedReadyDto: { estimatedReadyAt: fromZonedInput(typed, shop.timeZone) },
      }).unwrap();
      notify({ title: typed ? TEXT.readySaved : TEXT.readyCleared, message: 'The tracking page shows it.' });
    } catch (error) {
      notifyFailure(error, { title: TEXT.readyFailed, message: 'Please try again.' });
    }
  };
  return (
    <InlineForm onSubmit={submit} sx={{ alignItems: { sm: 'flex-start' } }}>
      <EstimatedReadyField
        label={TEXT.estimatedReadyField}
        value={typed}
        onChange={setTyped}
        helperText="Shop time; shown on the tracking page"
      />
      <Button type="submit" variant="outlined" disabled={isLoading || typed === saved}>
        {TEXT.saveReady}
      </Button>
    </InlineForm>
  );
}
