import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { fieldErrors } from '../../../api/errors';
import { notify, notifyFailure } from '../../../components/notify';
import { STAFF_ACCOUNTS_TEXT as TEXT } from '../text';

/** The one field the dialog asks for. */
export interface AccountDialogField {
  /** The field's id, unique on the page. */
  id: string;
  /** The name the server's validation errors use for it. */
  name: string;
  label: string;
  help: string;
  type: 'password' | 'email';
  autoComplete: string;
  maxLength: number;
  /** What is sent (and must not be empty for the button to work): the value as typed, or tidied. */
  clean?: (value: string) => string;
}

/** The dialog's words. */
export interface AccountDialogText {
  title: string;
  intro: string;
  cancel: string;
  submit: string;
  /** The notice once it worked. */
  done: { title: string; message: string };
  /** The notice's title when it failed for another reason than the field. */
  failed: string;
}

export interface AccountFieldDialogProps {
  /** The title's id (the dialog's name). */
  titleId: string;
  field: AccountDialogField;
  text: AccountDialogText;
  /** Sends the field's value; rejects with the server's error. */
  send: (value: string) => Promise<unknown>;
  sending: boolean;
  onClose: () => void;
}

/**
 * An owner's dialog about one account that asks for one field (a new password, an address to send a
 * sign-in link to) and sends it: a wrong value is shown on the field, any other failure in a notice.
 */
export function AccountFieldDialog({
  titleId,
  field,
  text,
  send,
  sending,
  onClose,
}: AccountFieldDialogProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const clean = field.clean ?? ((typed: string) => typed);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    try {
      await send(clean(value));
      notify(text.done);
      onClose();
    } catch (failure) {
      const fields = fieldErrors(failure);
      if (fields[field.name]) setError(fields[field.name]);
      else notifyFailure(failure, { title: text.failed, message: TEXT.genericFailure });
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id={titleId}>{text.title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{text.intro}</DialogContentText>
          <TextField
            id={field.id}
            label={field.label}
            type={field.type}
            required
            fullWidth
            autoFocus
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={Boolean(error)}
            helperText={error ?? field.help}
            slotProps={{ htmlInput: { autoComplete: field.autoComplete, maxLength: field.maxLength } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{text.cancel}</Button>
          <Button type="submit" variant="contained" disabled={sending || !clean(value)}>
            {text.submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
