import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  useGetRepairOrderPartsQuery,
  useListPartsQuery,
  useReserveRepairOrderPartMutation,
  useUseRepairOrderPartMutation,
  type AdminPartDto,
  type OrderPartDto,
  type RepairOrderStatus,
} from '../../../api/staff';
import { notify, notifyFailure } from '../../../components/notify';
import { Section } from '../../../components/ui/Section';
import { formatCents } from '../../../lib/money';
import { fitsDevice } from '../quotes/fitsDevice';
import { WORKSHOP_TEXT } from '../text';

const TEXT = WORKSHOP_TEXT.parts;
/** The states in which parts may be held for an order, and used on it (as the server rules). */
const HOLDING: readonly RepairOrderStatus[] = [
  'received',
  'diagnosing',
  'awaiting_approval',
  'in_repair',
  'waiting_parts',
];
const USING: readonly RepairOrderStatus[] = ['diagnosing', 'in_repair', 'waiting_parts'];

function PartLine({ line, orderId, canUse }: { line: OrderPartDto; orderId: string; canUse: boolean }) {
  const [markUsed, state] = useUseRepairOrderPartMutation();
  // The editor says how many: all that is held by default, fewer when a part is left over.
  const [count, setCount] = useState(String(line.reserved > 0 ? line.reserved : 1));
  const valid = /^[1-9]\d{0,4}$/.test(count.trim());
  const quantity = valid ? Number(count) : 0;
  const onUse = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    try {
      await markUsed({ id: orderId, partId: line.partId, usePartDto: { quantity } }).unwrap();
      notify({ title: TEXT.used(quantity, line.name) });
    } catch (error) {
      notifyFailure(error, { title: TEXT.useFailed, message: 'Please try again.' });
    }
  };
  return (
    <Stack
      component="li"
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Typography sx={{ flex: '1 1 200px' }}>
        <strong>{line.name}</strong>
        <br />
        <Typography component="span" variant="body2" color="text.secondary">
          {TEXT.figures(line)}
          {line.used ? ` · ${formatCents(line.usedCostCents)}` : ''}
        </Typography>
      </Typography>
      {canUse ? (
        <Stack
          component="form"
          onSubmit={(e) => void onUse(e)}
          direction="row"
          spacing={1}
          sx={{ alignItems: 'flex-start' }}
        >
          <TextField
            size="small"
            label={TEXT.useQuantity}
            value={count}
            onChange={(e) => setCount(e.target.value)}
            error={!valid}
            slotProps={{
              htmlInput: { inputMode: 'numeric', 'aria-label': TEXT.quantityToUse(line.name) },
            }}
            sx={{ width: 96 }}
          />
          <Button type="submit" variant="outlined" disabled={state.isLoading || !valid} sx={{ mt: 0.25 }}>
            {valid ? TEXT.consumeButton(quantity) : TEXT.useButton}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}

function AddPart({ orderId, deviceModelId }: { orderId: string; deviceModelId: string | null }) {
  const parts = useListPartsQuery();
  const [part, setPart] = useState<AdminPartDto | null>(null);
  const partId = part?.id ?? '';
  const [quantity, setQuantity] = useState('1');
  const [reserve, state] = useReserveRepairOrderPartMutation();
  const choices = (parts.data?.items ?? []).filter((p) => fitsDevice(p, deviceModelId));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!partId || !/^[1-9]\d*$/.test(quantity)) return;
    try {
      const result = await reserve({
        id: orderId,
        reservePartDto: { partId, quantity: Number(quantity) },
      }).unwrap();
      const line = result.items.find((l) => l.partId === partId);
      notify({ title: line && line.short > 0 ? TEXT.heldShort(line.short) : TEXT.held });
      setPart(null);
      setQuantity('1');
    } catch (error) {
      notifyFailure(error, { title: TEXT.holdFailed, message: 'Please try again.' });
    }
  };
  return (
    <Stack
      component="form"
      onSubmit={(e) => void submit(e)}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ mt: 2 }}
    >
      {/* Searchable by name, device model, type or supplier: a shop has hundreds of parts. */}
      <Autocomplete
        options={choices}
        value={part}
        onChange={(_e, next) => setPart(next)}
        getOptionLabel={(p) => TEXT.choice(p.name, p.available)}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        filterOptions={(options, { inputValue }) => {
          const words = inputValue.trim().toLowerCase().split(/\s+/).filter(Boolean);
          return options.filter((p) => {
            const text = [p.name, p.deviceModelName, p.partType, p.supplier].join(' ').toLowerCase();
            return words.every((w) => text.includes(w));
          });
        }}
        noOptionsText={TEXT.noMatch}
        loading={parts.isLoading}
        renderInput={(params) => <TextField {...params} label={TEXT.part} />}
        sx={{ flex: 2, minWidth: 200 }}
      />
      <TextField
        label={TEXT.quantity}
        value={quantity}
        onChange={(e) => setQuantity(e.target.value)}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ flex: 1, minWidth: 90 }}
      />
      <Button type="submit" variant="outlined" disabled={state.isLoading || !partId}>
        {TEXT.hold}
      </Button>
    </Stack>
  );
}

/** The parts of a repair order: held for it, waited for, used on it (the parts ledger). */
export function OrderPartsSection({
  orderId,
  deviceModelId,
  status,
  canEdit,
}: {
  orderId: string;
  /** The order's catalogue device model: the parts offered are those for it (or for any device). */
  deviceModelId: string | null;
  status: RepairOrderStatus;
  canEdit: boolean;
}) {
  const parts = useGetRepairOrderPartsQuery({ id: orderId });
  const items = parts.data?.items ?? [];
  return (
    <Section title={TEXT.title}>
      {items.length ? (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((line) => (
            <PartLine
              // A new reservation (or a use) starts the quantity again from what is held.
              key={`${line.partId}-${line.reserved}`}
              line={line}
              orderId={orderId}
              canUse={canEdit && USING.includes(status) && line.reserved + line.short > 0}
            />
          ))}
        </Stack>
      ) : (
        <Typography color="text.secondary">{parts.isLoading ? TEXT.loading : TEXT.none}</Typography>
      )}
      {canEdit && HOLDING.includes(status) ? (
        <AddPart orderId={orderId} deviceModelId={deviceModelId} />
      ) : null}
    </Section>
  );
}
