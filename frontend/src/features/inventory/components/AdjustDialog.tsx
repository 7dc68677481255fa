import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useAdjustPartStockMutation, type AdminPartDto } from '../../../api/staff';
import { fieldErrors } from '../../../api/errors';
import { notify, notifyFailure } from '../../../components/notify';
import { INVENTORY_TEXT } from '../text';

const TEXT = INVENTORY_TEXT.adjustment;

/** Corrects the count on hand, with a reason (the ledger keeps both). */
export function AdjustDialog({ part, onClose }: { part: AdminPartDto; onClose: () => void }) {
  const [change, setChange] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ change?: string; reason?: string }>({});
  const [adjust, state] = useAdjustPartStockMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: typeof errors = {};
    if (!/^-?[1-9]\d*$/.test(change.trim())) local.change = TEXT.wholeNumber;
    if (!reason.trim()) local.reason = TEXT.reasonRequired;
    setErrors(local);
    if (local.change || local.reason) return;
    try {
      await adjust({ id: part.id, adjustStockDto: { change: Number(change), reason } }).unwrap();
      notify({ title: TEXT.saved(part.name) });
      onClose();
    } catch (error) {
      const server = fieldErrors(error);
      if (Object.keys(server).length) setErrors(server);
      else notifyFailure(error, { title: TEXT.failed, message: 'Please try again.' });
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="adjust-title" fullWidth maxWidth="sm">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="adjust-title">{TEXT.title(part.name)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {INVENTORY_TEXT.onHand} {part.onHand} · {INVENTORY_TEXT.reserved} {part.reserved}
          </DialogContentText>
          <Stack spacing={2}>
            <TextField
              label={TEXT.change}
              value={change}
              onChange={(e) => setChange(e.target.value)}
              required
              autoFocus
              error={Boolean(errors.change)}
              helperText={errors.change ?? TEXT.changeHelp}
            />
            <TextField
              label={TEXT.reason}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              required
              error={Boolean(errors.reason)}
              helperText={errors.reason ?? TEXT.reasonHelp}
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
    </Dialog>
  );
}
