import { useState } from 'react';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useAdjustPartStockMutation, type AdminPartDto } from '../../../api/staff';
import { notify } from '../../../components/notify';
import { INVENTORY_TEXT } from '../text';
import { PartFormDialog } from './PartFormDialog';

const TEXT = INVENTORY_TEXT.adjustment;

/** Corrects the count on hand, with a reason (the ledger keeps both). */
export function AdjustDialog({ part, onClose }: { part: AdminPartDto; onClose: () => void }) {
  const [change, setChange] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ change?: string; reason?: string }>({});
  const [adjust, state] = useAdjustPartStockMutation();

  const submit = async () => {
    const local: typeof errors = {};
    if (!/^-?[1-9]\d*$/.test(change.trim())) local.change = TEXT.wholeNumber;
    if (!reason.trim()) local.reason = TEXT.reasonRequired;
    setErrors(local);
    if (local.change || local.reason) return;
    await adjust({ id: part.id, adjustStockDto: { change: Number(change), reason } }).unwrap();
    notify({ title: TEXT.saved(part.name) });
    onClose();
  };

  return (
    <PartFormDialog
      title={TEXT.title(part.name)}
      text={TEXT}
      busy={state.isLoading}
      onSubmit={submit}
      onFieldErrors={setErrors}
      onClose={onClose}
    >
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
    </PartFormDialog>
  );
}
