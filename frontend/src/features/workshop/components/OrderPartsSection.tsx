import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  useGetRepairOrderPartsQuery,
  useListPartsQuery,
  useReserveRepairOrderPartMutation,
  useUseRepairOrderPartMutation,
  type OrderPartDto,
  type RepairOrderStatus,
} from '../../../api/staff';
import { notify, notifyFailure } from '../../../components/notify';
import { Section } from '../../../components/ui/Section';
import { useMenuBesideField } from '../../../components/ui/useMenuBesideField';
import { formatCents } from '../../../lib/money';
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
  const quantity = line.reserved > 0 ? line.reserved : 1;
  const onUse = async () => {
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
        <Button variant="outlined" size="small" disabled={state.isLoading} onClick={() => void onUse()}>
          {TEXT.consumeButton(quantity)}
        </Button>
      ) : null}
    </Stack>
  );
}

function AddPart({ orderId }: { orderId: string }) {
  const parts = useListPartsQuery();
  const [partId, setPartId] = useState('');
  // Beside the field, never over it: a late release would choose a part (notes-flake).
  const partMenu = useMenuBesideField();
  const [quantity, setQuantity] = useState('1');
  const [reserve, state] = useReserveRepairOrderPartMutation();
  const choices = (parts.data?.items ?? []).filter((p) => !p.retiredAt);
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
      setPartId('');
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
      <TextField
        select
        label={TEXT.part}
        value={partId}
        onChange={(e) => setPartId(e.target.value)}
        slotProps={{ select: partMenu }}
        sx={{ flex: 2, minWidth: 200 }}
      >
        {choices.map((p) => (
          // A long name wraps: on a phone the menu is narrower than the name and its availability.
          <MenuItem key={p.id} value={p.id} sx={{ whiteSpace: 'normal' }}>
            {TEXT.choice(p.name, p.available)}
          </MenuItem>
        ))}
      </TextField>
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
  status,
  canEdit,
}: {
  orderId: string;
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
              key={line.partId}
              line={line}
              orderId={orderId}
              canUse={canEdit && USING.includes(status) && line.reserved + line.short > 0}
            />
          ))}
        </Stack>
      ) : (
        <Typography color="text.secondary">{parts.isLoading ? TEXT.loading : TEXT.none}</Typography>
      )}
      {canEdit && HOLDING.includes(status) ? <AddPart orderId={orderId} /> : null}
    </Section>
  );
}
