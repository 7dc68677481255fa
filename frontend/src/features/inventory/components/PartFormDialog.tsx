import { useId, type FormEvent, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { fieldErrors } from '../../../api/errors';
import { notifyFailure } from '../../../components/notify';
import { INVENTORY_TEXT } from '../text';

export type FieldErrors = Record<string, string>;

interface PartFormDialogProps {
  title: string;
  /** The words of the form: its submit button, and the toast's title when it fails for another reason than its fields. */
  text: { save: string; failed: string };
  busy: boolean;
  /** Checks and sends the form; an API error it throws lands on the fields it names, else in a toast. */
  onSubmit: () => Promise<void>;
  onFieldErrors: (errors: FieldErrors) => void;
  onClose: () => void;
  /** Once set, the dialog shows this instead of the form, with a Done button. */
  result?: ReactNode;
  children: ReactNode;
}

/** The frame of the parts screen's form dialogs (add, delivery, adjustment): title, fields, Cancel and submit. */
export function PartFormDialog({
  title,
  text,
  busy,
  onSubmit,
  onFieldErrors,
  onClose,
  result,
  children,
}: PartFormDialogProps) {
  const titleId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await onSubmit();
    } catch (error) {
      const server = fieldErrors(error);
      if (Object.keys(server).length) onFieldErrors(server);
      else notifyFailure(error, { title: text.failed, message: 'Please try again.' });
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {result ? (
        <>
          <DialogContent>{result}</DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onClose} autoFocus>
              {INVENTORY_TEXT.done}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <DialogContent>{children}</DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{INVENTORY_TEXT.cancel}</Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {text.save}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
