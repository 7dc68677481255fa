import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { PaymentMethod, PickupDto } from '../../../api/staff';
import { formatCents } from '../../../lib/money';
import { WORKSHOP_TEXT } from '../text';

const TEXT = WORKSHOP_TEXT.pickup;

/** What the hand-over sends: the confirmation, and the rest paid or the reason it goes unpaid. */
export type PickupRequest = PickupDto;

export interface PickupDialogProps {
  reference: string;
  /** What is still due: taken in the same step, or released with a reason. */
  dueCents: number;
  /** Whether this staff member may take money (or release a device unpaid). */
  canTakeMoney: boolean;
  saving: boolean;
  /** The server's refusal (wrong reference or digits, a balance due), shown in the dialog. */
  error: string | null;
  onConfirm: (request: PickupRequest) => void;
  onClose: () => void;
}

/**
 * The hand-over (workshop spec 1, counter spec 2): staff confirm the customer with the reference and
 * the phone's last 4 digits; with a balance due, the rest is taken in the same step (one tap for the
 * method) or, by an editor, the device is released unpaid with a reason. The receipt opens after.
 */
export function PickupDialog({
  reference,
  dueCents,
  canTakeMoney,
  saving,
  error,
  onConfirm,
  onClose,
}: PickupDialogProps) {
  const [typed, setTyped] = useState('');
  const [digits, setDigits] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [release, setRelease] = useState(false);
  const [reason, setReason] = useState('');
  const due = dueCents > 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const pickup = { reference: typed.trim(), phoneLast4: digits };
    if (!due) return onConfirm({ pickup });
    if (release) return onConfirm({ pickup, releaseUnpaidReason: reason.trim() });
    onConfirm({ pickup, payment: { amountCents: dueCents, method } });
  };
  const ready =
    typed.trim() && digits.length === 4 && (!due || (canTakeMoney && (!release || reason.trim().length > 0)));
  return (
    <Dialog open onClose={onClose} aria-labelledby="pickup-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="pickup-title">{TEXT.title(reference)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{TEXT.message}</DialogContentText>
          <Stack spacing={2}>
            <TextField
              label={TEXT.reference}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              required
              autoFocus
              slotProps={{ htmlInput: { autoComplete: 'off', autoCapitalize: 'characters' } }}
            />
            <TextField
              label={TEXT.phoneLast4}
              value={digits}
              onChange={(e) => setDigits(e.target.value.replace(/\D/g, '').slice(0, 4))}
              required
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 4 } }}
            />
            {due ? (
              <>
                <Typography sx={{ fontWeight: 700, fontSize: '1.25rem' }} data-testid="pickup-due">
                  Due now: {formatCents(dueCents)}
                </Typography>
                {canTakeMoney && !release ? (
                  <Typography variant="body2" color="text.secondary">
                    Taken in the same step when you confirm, paid by:
                  </Typography>
                ) : null}
                {canTakeMoney ? null : (
                  <Alert severity="info">An editor takes the payment or releases the device unpaid.</Alert>
                )}
                {canTakeMoney && !release ? (
                  <ToggleButtonGroup
                    exclusive
                    fullWidth
                    value={method}
                    onChange={(_e, value: PaymentMethod | null) => value && setMethod(value)}
                    aria-label="Paid by"
                  >
                    <ToggleButton value="card" sx={{ py: 1.25 }}>
                      Card
                    </ToggleButton>
                    <ToggleButton value="cash" sx={{ py: 1.25 }}>
                      Cash
                    </ToggleButton>
                  </ToggleButtonGroup>
                ) : null}
                {canTakeMoney ? (
                  <FormControlLabel
                    control={<Switch checked={release} onChange={(e) => setRelease(e.target.checked)} />}
                    label="Release unpaid"
                  />
                ) : null}
                {release ? (
                  <TextField
                    label="Why it goes unpaid"
                    value={reason}
                    onChange={(e) => setReason(e.target.value)}
                    required
                    slotProps={{ htmlInput: { maxLength: 500 } }}
                  />
                ) : null}
              </>
            ) : null}
            {error ? <Alert severity="error">{error}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{TEXT.cancel}</Button>
          <Button type="submit" variant="contained" disabled={saving || !ready}>
            {TEXT.confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
