import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRecordPartDeliveryMutation, type AdminPartDto, type DeliveryResultDto } from '../../../api/staff';
import { paths } from '../../../config/paths';
import { INVENTORY_TEXT } from '../text';
import { PartFormDialog, type FieldErrors } from './PartFormDialog';

const TEXT = INVENTORY_TEXT.delivery;

/** The one message after a delivery: what was received, the stock now, and the orders it fills. */
function DeliveryRecorded({ quantity, result }: { quantity: number; result: DeliveryResultDto }) {
  const { part, waitingOrders } = result;
  return (
    <Alert severity="success">
      <AlertTitle>{TEXT.recorded(quantity, part.name)}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {TEXT.stockNow(part.onHand, part.reserved, part.available)}
      </Typography>
      {waitingOrders.length === 0 ? (
        <Typography variant="body2">{TEXT.noneWaiting}</Typography>
      ) : (
        <>
          <Typography variant="body2">{TEXT.waitingTitle}</Typography>
          <Stack component="ul" spacing={0.5} sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
            {waitingOrders.map((o) => (
              <Typography component="li" variant="body2" key={o.orderId}>
                <Link href={paths.admin.repairOrder.href(o.orderId)}>{o.reference}</Link>{' '}
                {o.canResume ? TEXT.canResume : TEXT.stillShort(o.stillShort)}
                {o.reservedNow ? ` (${TEXT.reservedNow(o.reservedNow)})` : ''}
              </Typography>
            ))}
          </Stack>
        </>
      )}
    </Alert>
  );
}

/** Records a delivery, then tells in one message which orders waiting for parts can resume. */
export function DeliveryDialog({ part, onClose }: { part: AdminPartDto; onClose: () => void }) {
  const [quantity, setQuantity] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<DeliveryResultDto | null>(null);
  const [record, state] = useRecordPartDeliveryMutation();

  const submit = async () => {
    if (!/^[1-9]\d*$/.test(quantity.trim())) {
      setErrors({ quantity: TEXT.wholeNumber });
      return;
    }
    setErrors({});
    setResult(
      await record({
        id: part.id,
        recordDeliveryDto: { quantity: Number(quantity), ...(note.trim() ? { note } : {}) },
      }).unwrap(),
    );
  };

  return (
    <PartFormDialog
      title={TEXT.title(part.name)}
      text={TEXT}
      busy={state.isLoading}
      onSubmit={submit}
      onFieldErrors={setErrors}
      onClose={onClose}
      result={result ? <DeliveryRecorded quantity={Number(quantity)} result={result} /> : undefined}
    >
      <Stack spacing={2}>
        <TextField
          label={TEXT.quantity}
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          required
          autoFocus
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          error={Boolean(errors.quantity)}
          helperText={errors.quantity}
        />
        <TextField
          label={TEXT.note}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          error={Boolean(errors.note)}
          helperText={errors.note ?? TEXT.noteHelp}
        />
      </Stack>
    </PartFormDialog>
  );
}
