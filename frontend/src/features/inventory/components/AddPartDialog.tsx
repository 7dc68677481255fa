import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useCreatePartMutation } from '../../../api/staff';
import { fieldErrors } from '../../../api/errors';
import { notify, notifyFailure } from '../../../components/notify';
import { INVENTORY_TEXT } from '../text';

const TEXT = INVENTORY_TEXT.form;
type Field = 'name' | 'deviceModel' | 'partType' | 'supplier' | 'unitCost' | 'reorderLevel';

/** Adds a part with no stock (deliveries bring stock). */
export function AddPartDialog({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState<Record<Field, string>>({
    name: '',
    deviceModel: '',
    partType: '',
    supplier: '',
    unitCost: '',
    reorderLevel: '1',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [create, state] = useCreatePartMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Partial<Record<Field, string>> = {};
    if (!values.name.trim()) local.name = 'Name is required';
    if (!/^\d+(\.\d{1,2})?$/.test(values.unitCost.trim())) local.unitCost = 'Dollars, like 38.50';
    if (!/^\d+$/.test(values.reorderLevel.trim())) local.reorderLevel = 'A whole number';
    setErrors(local);
    if (Object.keys(local).length) return;
    try {
      const part = await create({
        createPartDto: {
          name: values.name,
          deviceModel: values.deviceModel || null,
          partType: values.partType || null,
          supplier: values.supplier || null,
          unitCost: Number(values.unitCost),
          reorderLevel: Number(values.reorderLevel),
        },
      }).unwrap();
      notify({ title: TEXT.added(part.name) });
      onClose();
    } catch (error) {
      const server = fieldErrors(error);
      if (Object.keys(server).length) setErrors(server);
      else notifyFailure(error, { title: TEXT.failed, message: 'Please try again.' });
    }
  };

  const field = (key: Field, label: string, extra: object = {}) => (
    <TextField
      label={label}
      value={values[key]}
      onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? (extra as { help?: string }).help}
      fullWidth
      {...extra}
    />
  );

  return (
    <Dialog open onClose={onClose} aria-labelledby="add-part-title" fullWidth maxWidth="sm">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="add-part-title">{TEXT.addTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {field('name', TEXT.name, { required: true, autoFocus: true })}
            {field('deviceModel', TEXT.deviceModel)}
            {field('partType', TEXT.partType)}
            {field('supplier', TEXT.supplier)}
            {field('unitCost', TEXT.unitCost, { required: true, inputMode: 'decimal' })}
            {field('reorderLevel', TEXT.reorderLevel, {
              inputMode: 'numeric',
              helperText: errors.reorderLevel ?? TEXT.reorderHelp,
            })}
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
