import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useRecordRepairOrderPasscodeMutation, type PasscodeKind } from '../../../../api/staff';
import { notify, notifyFailure } from '../../../../components/notify';
import { passcodeProblem, PASSCODE_TEXT as TEXT } from './passcode';
import { PatternGrid } from './PatternGrid';

export interface PasscodeRecordFormProps {
  orderId: string;
  /** Saved or cancelled. */
  onDone: () => void;
}

/** Records the device's passcode as a PIN, a password or a pattern tapped on the 3 x 3 grid. */
export function PasscodeRecordForm({ orderId, onDone }: PasscodeRecordFormProps) {
  const [kind, setKind] = useState<PasscodeKind>('pin');
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const [record, { isLoading }] = useRecordRepairOrderPasscodeMutation();
  const problem = passcodeProblem(kind, value);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    try {
      await record({ id: orderId, recordPasscodeDto: { kind, passcode: value } }).unwrap();
      setValue('');
      notify({ title: TEXT.saved });
      onDone();
    } catch (error) {
      notifyFailure(error, { title: TEXT.saveFailed, message: 'Please try again.' });
    }
  };

  return (
    <Box component="form" onSubmit={(e) => void submit(e)} noValidate autoComplete="off" sx={{ mt: 2 }}>
      <Stack spacing={2}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={kind}
          onChange={(_e, next: PasscodeKind | null) => {
            if (!next) return;
            setKind(next);
            setValue('');
            setTouched(false);
          }}
          aria-label={TEXT.kind}
        >
          <ToggleButton value="pin">{TEXT.pin}</ToggleButton>
          <ToggleButton value="password">{TEXT.password}</ToggleButton>
          <ToggleButton value="pattern">{TEXT.pattern}</ToggleButton>
        </ToggleButtonGroup>
        {kind === 'pattern' ? (
          <Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {TEXT.patternHelp}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <PatternGrid value={value} onChange={setValue} />
              <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
                <Typography variant="body2" aria-live="polite">
                  {TEXT.patternSequence(value)}
                </Typography>
                <Button size="small" onClick={() => setValue('')} disabled={!value}>
                  {TEXT.clear}
                </Button>
              </Stack>
            </Stack>
            {touched && problem ? (
              <Typography variant="body2" color="error" sx={{ mt: 1 }}>
                {problem}
              </Typography>
            ) : null}
          </Box>
        ) : (
          <TextField
            size="small"
            type="password"
            label={kind === 'pin' ? TEXT.pinLabel : TEXT.passwordLabel}
            value={value}
            onChange={(e) => setValue(kind === 'pin' ? e.target.value.replace(/\D/g, '') : e.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && Boolean(problem)}
            helperText={touched && problem ? problem : ' '}
            slotProps={{
              htmlInput: {
                inputMode: kind === 'pin' ? 'numeric' : 'text',
                autoComplete: 'off',
                maxLength: kind === 'pin' ? 16 : 64,
                'data-1p-ignore': true,
                'data-lpignore': 'true',
              },
            }}
            sx={{ maxWidth: 320 }}
          />
        )}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={isLoading}>
            {isLoading ? TEXT.saving : TEXT.save}
          </Button>
          <Button onClick={onDone}>{TEXT.cancel}</Button>
        </Stack>
      </Stack>
    </Box>
  );
}
