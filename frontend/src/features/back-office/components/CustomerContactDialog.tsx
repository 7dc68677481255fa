import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useUpdateCustomerContactMutation, type CustomerRecordDto } from '../../../api/staff';
import { fieldErrors } from '../../../api/errors';
import { notify, notifyFailure } from '../../../components/notify';
import { BACK_OFFICE_TEXT } from '../text';

const TEXT = BACK_OFFICE_TEXT.customer;
const FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;
type Field = (typeof FIELDS)[number];
const LABEL: Record<Field, string> = {
  firstName: TEXT.firstName,
  lastName: TEXT.lastName,
  email: TEXT.email,
  phone: TEXT.phone,
};
const INPUT: Record<Field, { type: string; autoComplete: string; maxLength: number }> = {
  firstName: { type: 'text', autoComplete: 'off', maxLength: 100 },
  lastName: { type: 'text', autoComplete: 'off', maxLength: 100 },
  email: { type: 'email', autoComplete: 'off', maxLength: 254 },
  phone: { type: 'tel', autoComplete: 'off', maxLength: 32 },
};

/**
 * An editor corrects a customer's name, e-mail or phone, or adds the e-mail a walk-in did not give;
 * only the fields changed are sent. `focus`: the field the dialog opens on (the first name).
 */
export function CustomerContactDialog({
  customer,
  onClose,
  focus = 'firstName',
}: {
  customer: CustomerRecordDto;
  onClose: () => void;
  focus?: Field;
}) {
  const [values, setValues] = useState<Record<Field, string>>({
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    phone: customer.phone,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [update, state] = useUpdateCustomerContactMutation();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const changed = Object.fromEntries(
      FIELDS.filter((f) => values[f].trim() !== customer[f]).map((f) => [f, values[f].trim()]),
    );
    if (Object.keys(changed).length === 0) return onClose();
    try {
      await update({ id: customer.id, updateCustomerContactDto: changed }).unwrap();
      notify({ title: TEXT.saved });
      onClose();
    } catch (error) {
      const byField = fieldErrors(error);
      if (Object.keys(byField).length > 0) setErrors(byField);
      else notifyFailure(error, { title: TEXT.saveFailed, message: 'Please try again.' });
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="customer-contact-title" fullWidth maxWidth="xs">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="customer-contact-title">{TEXT.editTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{TEXT.editHelp}</DialogContentText>
          <Stack spacing={2}>
            {FIELDS.map((f) => (
              <TextField
                key={f}
                label={LABEL[f]}
                value={values[f]}
                // A customer may have no e-mail (a walk-in with a phone only): it is added, not required.
                required={f !== 'email' || customer.email !== ''}
                type={INPUT[f].type}
                autoFocus={f === focus}
                error={Boolean(errors[f])}
                helperText={errors[f]}
                onChange={(e) => {
                  setValues({ ...values, [f]: e.target.value });
                  setErrors({ ...errors, [f]: '' });
                }}
                slotProps={{
                  htmlInput: { maxLength: INPUT[f].maxLength, autoComplete: INPUT[f].autoComplete },
                }}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{TEXT.cancel}</Button>
          <Button type="submit" variant="contained" disabled={state.isLoading}>
            {state.isLoading ? TEXT.saving : TEXT.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
