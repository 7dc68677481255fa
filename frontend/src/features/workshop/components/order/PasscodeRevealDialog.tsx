import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRevealRepairOrderPasscodeMutation, type PasscodeKind } from '../../../../api/staff';
import { notifyFailure } from '../../../../components/notify';
import { PASSCODE_TEXT as TEXT } from './passcode';
import { PatternGrid } from './PatternGrid';

const KIND_WORD: Record<PasscodeKind, string> = { pin: 'PIN', password: 'password', pattern: 'pattern' };

export interface PasscodeRevealDialogProps {
  orderId: string;
  open: boolean;
  onClose: () => void;
}

/** The reason dialog, then the passcode; closing forgets it (the mutation's result is reset). */
export function PasscodeRevealDialog({ orderId, open, onClose }: PasscodeRevealDialogProps) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [reveal, result] = useRevealRepairOrderPasscodeMutation();
  const missing = reason.trim() === '';
  const shown = result.data;

  const close = () => {
    result.reset();
    setReason('');
    setTouched(false);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (missing) return;
    try {
      await reveal({ id: orderId, revealPasscodeDto: { reason: reason.trim() } }).unwrap();
    } catch (error) {
      notifyFailure(error, { title: TEXT.revealFailed, message: 'Please try again.' });
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="reveal-passcode-title" fullWidth maxWidth="xs">
      <DialogTitle id="reveal-passcode-title">{TEXT.revealTitle}</DialogTitle>
      {shown ? (
        <>
          <DialogContent>
            <DialogContentText sx={{ mb: 1.5 }}>{TEXT.revealed(KIND_WORD[shown.kind])}</DialogContentText>
            {shown.kind === 'pattern' ? (
              <Stack spacing={1.5}>
                <PatternGrid value={shown.passcode} />
                <Typography>{TEXT.patternSequence(shown.passcode)}</Typography>
              </Stack>
            ) : (
              <Typography
                component="p"
                sx={{
                  fontFamily: 'monospace',
                  fontSize: '1.75rem',
                  letterSpacing: '0.1em',
                  wordBreak: 'break-all',
                }}
              >
                {shown.passcode}
              </Typography>
            )}
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={close}>
              {TEXT.close}
            </Button>
          </DialogActions>
        </>
      ) : (
        <Box component="form" onSubmit={(e) => void submit(e)} noValidate>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{TEXT.revealText}</DialogContentText>
            <TextField
              autoFocus
              fullWidth
              required
              label={TEXT.reason}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              error={touched && missing}
              helperText={touched && missing ? TEXT.reasonMissing : TEXT.reasonHelp}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{TEXT.cancel}</Button>
            <Button type="submit" variant="contained" disabled={result.isLoading}>
              {result.isLoading ? TEXT.revealing : TEXT.revealAction}
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
