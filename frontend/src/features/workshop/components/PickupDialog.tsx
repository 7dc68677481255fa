import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { PickupConfirmationDto } from '../../../api/staff';
import { WORKSHOP_TEXT } from '../text';

const TEXT = WORKSHOP_TEXT.pickup;

export interface PickupDialogProps {
  reference: string;
  saving: boolean;
  /** The server's refusal (wrong reference or digits), shown in the dialog. */
  error: string | null;
  onConfirm: (pickup: PickupConfirmationDto) => void;
  onClose: () => void;
}

/** Pickup (workshop spec 1): staff confirm the customer with the reference and the phone's last 4 digits. */
export function PickupDialog({ reference, saving, error, onConfirm, onClose }: PickupDialogProps) {
  const [typed, setTyped] = useState('');
  const [digits, setDigits] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm({ reference: typed.trim(), phoneLast4: digits });
  };
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
              error={Boolean(error)}
              helperText={error ?? ' '}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 4 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{TEXT.cancel}</Button>
          <Button type="submit" variant="contained" disabled={saving || !typed.trim() || digits.length !== 4}>
            {TEXT.confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
