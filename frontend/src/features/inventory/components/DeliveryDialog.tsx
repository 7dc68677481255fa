import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRecordPartDeliveryMutation, type AdminPartDto, type WaitingOrderDto } from '../../../api/staff';
import { fieldErrors } from '../../../api/errors';
import { notify, notifyFailure } from '../../../components/notify';
import { paths } from '../../../config/paths';
import { INVENTORY_TEXT } from '../text';

const TEXT = INVENTORY_TEXT.delivery;

function WaitingOrders({ orders }: { orders: WaitingOrderDto[] }) {
  if (orders.length === 0) return <Typography>{TEXT.noneWaiting}</Typography>;
  return (
    <Stack component="ul" spacing={1} sx={{ m: 0, pl: 2.5 }}>
      {orders.map((o) => (
        <li key={o.orderId}>
          <Typography>
            <Link href={paths.admin.repairOrder.href(o.orderId)}>{o.reference}</Link>{' '}
            {o.canResume ? TEXT.canResume : TEXT.stillShort(o.stillShort)}
            {o.reservedNow ? ` (${TEXT.reservedNow(o.reservedNow)})` : ''}
          </Typography>
        </li>
      ))}
    </Stack>
  );
}

/** Records a delivery, then tells which orders waiting for parts can resume. */
export function DeliveryDialog({ part, onClose }: { part: AdminPartDto; onClose: () => void }) {
  const [quantity, setQuantity] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [waiting, setWaiting] = useState<WaitingOrderDto[] | null>(null);
  const [record, state] = useRecordPartDeliveryMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^[1-9]\d*$/.test(quantity.trim())) {
      setError('A whole number from 1');
      return;
    }
    setError(undefined);
    try {
      const result = await record({
        id: part.id,
        recordDeliveryDto: { quantity: Number(quantity), ...(note.trim() ? { note } : {}) },
      }).unwrap();
      notify({ title: TEXT.recorded(Number(quantity), part.name) });
      setWaiting(result.waitingOrders);
    } catch (failure) {
      const server = fieldErrors(failure);
      if (server.quantity) setError(server.quantity);
      else notifyFailure(failure, { title: TEXT.failed, message: 'Please try again.' });
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="delivery-title" fullWidth maxWidth="sm">
      <DialogTitle id="delivery-title">{TEXT.title(part.name)}</DialogTitle>
      {waiting ? (
        <>
          <DialogContent>
            <Alert severity="success" sx={{ mb: 2 }}>
              {TEXT.recorded(Number(quantity), part.name)}
            </Alert>
            <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
              {TEXT.waitingTitle}
            </Typography>
            <WaitingOrders orders={waiting} />
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onClose}>
              {TEXT.done}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <TextField
                label={TEXT.quantity}
                value={quantity}
                onChange={(e) => setQuantity(e.target.value)}
                required
                autoFocus
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                error={Boolean(error)}
                helperText={error}
              />
              <TextField
                label={TEXT.note}
                value={note}
                onChange={(e) => setNote(e.target.value)}
                helperText={TEXT.noteHelp}
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{INVENTORY_TEXT.cancel}</Button>
            <Button type="submit" variant="contained" disabled={state.isLoading}>
              {TEXT.save}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
