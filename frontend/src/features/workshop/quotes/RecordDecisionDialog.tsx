import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useRecordRepairQuoteDecisionMutation, type StaffDecisionChannel } from '../../../api/staff';
import { notify, notifyFailure } from '../../../components/notify';
import { QUOTE_TEXT } from './text';

const TEXT = QUOTE_TEXT.record;

/**
 * Staff record an answer to a quote the customer gave by phone or in the shop (issue 41): how, and
 * an optional note. The server moves the quote and the order as with the customer's own answer.
 */
export function RecordDecisionDialog({
  orderId,
  version,
  decision,
  onClose,
}: {
  orderId: string;
  version: number;
  decision: 'approved' | 'declined';
  onClose: () => void;
}) {
  const [record, saving] = useRecordRepairQuoteDecisionMutation();
  const [channel, setChannel] = useState<StaffDecisionChannel>('phone');
  const [note, setNote] = useState('');
  const titleId = `record-${decision}-title`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await record({
        id: orderId,
        recordQuoteDecisionDto: { version, decision, channel, ...(note.trim() ? { note: note.trim() } : {}) },
      }).unwrap();
      notify({ title: TEXT.saved(decision) });
      onClose();
    } catch (error) {
      notifyFailure(error, { title: TEXT.failed, message: TEXT.failedMessage });
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id={titleId}>{TEXT.title(decision, version)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{TEXT.effect(decision)}</DialogContentText>
          <FormControl sx={{ mb: 2 }}>
            <FormLabel id={`${titleId}-how`}>{TEXT.how}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={`${titleId}-how`}
              name="channel"
              value={channel}
              onChange={(e) => setChannel(e.target.value as StaffDecisionChannel)}
            >
              <FormControlLabel value="phone" control={<Radio />} label={TEXT.phone} />
              <FormControlLabel value="in_shop" control={<Radio />} label={TEXT.inShop} />
            </RadioGroup>
          </FormControl>
          <TextField
            id={`${titleId}-note`}
            label={TEXT.note}
            fullWidth
            multiline
            minRows={2}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            helperText={TEXT.noteHelp}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{TEXT.cancel}</Button>
          <Button
            type="submit"
            variant="contained"
            color={decision === 'approved' ? 'primary' : 'error'}
            disabled={saving.isLoading}
          >
            {TEXT.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
