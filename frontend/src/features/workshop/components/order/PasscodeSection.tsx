import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  useGetRepairOrderPasscodeQuery,
  useRecordRepairOrderPasscodeMutation,
  useRevealRepairOrderPasscodeMutation,
  type OrderPasscodeDto,
  type PasscodeDestroyCause,
  type PasscodeKind,
} from '../../../../api/staff';
import { notify, notifyFailure } from '../../../../components/notify';
import { Section } from '../../../../components/ui/Section';
import { when } from './when';

export const PASSCODE_TEXT = {
  title: 'Passcode',
  loading: 'Loading the passcode…',
  loadFailed: 'The passcode could not be loaded.',
  notSigned:
    'The customer has not signed the intake yet. A passcode is recorded only once they choose “You may unlock the device to test the repair”.',
  noAccess: 'The customer chose “Do not access my data”: the shop keeps no passcode for this device.',
  mayUnlock: 'The customer allows unlocking the device to test the repair.',
  held: (kind: string, by: string, at: string) => `${kind} recorded by ${by} on ${at}.`,
  destroyBy: (at: string) =>
    `Stored encrypted. Destroyed at hand-over or cancellation, and on ${at} at the latest.`,
  none: 'No passcode recorded.',
  destroyed: (at: string, cause: string) => `Destroyed on ${at} (${cause}).`,
  record: 'Record Passcode',
  change: 'Change Passcode',
  save: 'Save Passcode',
  saving: 'Saving…',
  cancel: 'Cancel',
  saved: 'Passcode saved (encrypted)',
  saveFailed: 'The passcode was not saved',
  reveal: 'Reveal',
  revealTitle: 'Reveal the passcode',
  revealText:
    'Your name, the time and your reason are recorded, and the customer sees on their tracking page how many times their passcode was viewed.',
  reason: 'Reason',
  reasonHelp: 'Why you need it now, e.g. “Testing the new screen”',
  reasonMissing: 'Say why you need the passcode.',
  revealAction: 'Reveal Passcode',
  revealing: 'Revealing…',
  revealFailed: 'The passcode was not revealed',
  revealed: (kind: string) => `The ${kind}:`,
  close: 'Close',
  reveals: (n: number) => (n === 1 ? 'Revealed 1 time' : `Revealed ${n} times`),
  neverRevealed: 'Never revealed.',
  kind: 'Kind',
  pin: 'PIN',
  password: 'Password',
  pattern: 'Pattern',
  pinLabel: 'PIN (4 to 16 digits)',
  passwordLabel: 'Password',
  patternHelp: 'Tap the dots in the order the customer draws them (4 to 9 dots).',
  patternGrid: 'Unlock pattern, 3 by 3 dots',
  patternSequence: (dots: string) => (dots ? `Sequence: ${dots.split('').join(' → ')}` : 'No dot yet.'),
  clear: 'Clear',
  dot: (n: number, order: number) =>
    `Dot ${n}, ${DOT_PLACES[n - 1]}${order > 0 ? `: ${ordinal(order)} in the pattern` : ''}`,
} as const;

const TEXT = PASSCODE_TEXT;

const DOT_PLACES = [
  'top left',
  'top middle',
  'top right',
  'middle left',
  'centre',
  'middle right',
  'bottom left',
  'bottom middle',
  'bottom right',
];

const CAUSE: Record<PasscodeDestroyCause, string> = {
  picked_up: 'at hand-over',
  cancelled: 'the order was cancelled',
  expired: '30 days after it was given',
  erasure: "with the customer's record",
  data_choice: 'the customer withdrew the permission',
  deleted: 'deleted',
};

const KIND_WORD: Record<PasscodeKind, string> = { pin: 'PIN', password: 'password', pattern: 'pattern' };

function ordinal(n: number): string {
  return `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;
}

/** What is wrong with a passcode before it is sent (the server checks again). */
export function passcodeProblem(kind: PasscodeKind, value: string): string | null {
  if (kind === 'pin') return /^\d{4,16}$/.test(value) ? null : 'A PIN is 4 to 16 digits.';
  if (kind === 'password')
    return value.length >= 1 && value.length <= 64 ? null : 'A password is 1 to 64 characters.';
  return value.length >= 4 ? null : 'Tap at least 4 dots.';
}

/** The 3 x 3 dots of an unlock pattern: tapping adds a dot (each once); read-only shows a given pattern. */
export function PatternGrid({
  value,
  onChange,
  size = 44,
}: {
  value: string;
  onChange?: (value: string) => void;
  size?: number;
}) {
  return (
    <Box
      role="group"
      aria-label={TEXT.patternGrid}
      sx={{ display: 'grid', gridTemplateColumns: `repeat(3, ${size}px)`, gap: 1.5, width: 'fit-content' }}
    >
      {Array.from({ length: 9 }, (_, i) => {
        const dot = String(i + 1);
        const order = value.indexOf(dot) + 1;
        const common = {
          width: size,
          height: size,
          borderRadius: '50%',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          fontWeight: 700,
          border: 2,
          borderColor: order > 0 ? 'primary.main' : 'divider',
          bgcolor: order > 0 ? 'primary.main' : 'transparent',
          color: order > 0 ? 'primary.contrastText' : 'text.secondary',
        } as const;
        if (!onChange)
          return (
            <Box key={dot} aria-label={TEXT.dot(i + 1, order)} role="img" sx={common}>
              {order > 0 ? order : ''}
            </Box>
          );
        return (
          <Box
            key={dot}
            component="button"
            type="button"
            aria-label={TEXT.dot(i + 1, order)}
            aria-pressed={order > 0}
            onClick={() => (order > 0 ? undefined : onChange(value + dot))}
            sx={{ ...common, cursor: order > 0 ? 'default' : 'pointer', font: 'inherit', p: 0 }}
          >
            {order > 0 ? order : ''}
          </Box>
        );
      })}
    </Box>
  );
}

function RecordForm({ orderId, onDone }: { orderId: string; onDone: () => void }) {
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

/** The reason dialog, then the passcode; closing forgets it (the mutation's result is reset). */
export function RevealDialog({
  orderId,
  open,
  onClose,
}: {
  orderId: string;
  open: boolean;
  onClose: () => void;
}) {
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

function ChoiceLine({ card }: { card: OrderPasscodeDto }) {
  if (card.dataChoice === null)
    return (
      <Alert severity="info" sx={{ mb: 1.5 }}>
        {TEXT.notSigned}
      </Alert>
    );
  if (card.dataChoice === 'no_access')
    return (
      <Alert severity="info" sx={{ mb: 1.5 }}>
        {TEXT.noAccess}
      </Alert>
    );
  return (
    <Typography color="text.secondary" sx={{ mb: 1.5 }}>
      {TEXT.mayUnlock}
    </Typography>
  );
}

/**
 * The device's passcode on the order page (intake spec 3), for editors only (the page leaves it
 * out for viewers): the customer's data choice, whether a passcode is held (never its value),
 * recording it as a PIN, a password or a pattern on the 3 x 3 grid, revealing it with a reason,
 * every reveal (who, when, why), and when it was destroyed.
 */
export function PasscodeSection({ orderId }: { orderId: string }) {
  const query = useGetRepairOrderPasscodeQuery({ id: orderId }, { refetchOnMountOrArgChange: true });
  const [editing, setEditing] = useState(false);
  const [revealing, setRevealing] = useState(false);
  const card = query.data;

  if (!card)
    return (
      <Section title={TEXT.title}>
        <Typography color="text.secondary">{query.isError ? TEXT.loadFailed : TEXT.loading}</Typography>
      </Section>
    );

  const held = card.passcode;
  return (
    <Section title={TEXT.title}>
      <ChoiceLine card={card} />
      {held ? (
        <>
          <Typography>{TEXT.held(TEXT[held.kind], held.recordedBy, when(held.recordedAt))}</Typography>
          <Typography variant="body2" color="text.secondary">
            {TEXT.destroyBy(when(held.destroyBy))}
          </Typography>
        </>
      ) : card.destroyed ? (
        <Typography sx={{ fontWeight: 600 }}>
          {TEXT.destroyed(when(card.destroyed.at), CAUSE[card.destroyed.cause])}
        </Typography>
      ) : card.dataChoice === 'may_unlock' ? (
        <Typography color="text.secondary">{TEXT.none}</Typography>
      ) : null}

      {!editing && (held || card.canRecord) ? (
        <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }}>
          {held ? (
            <Button variant="contained" onClick={() => setRevealing(true)}>
              {TEXT.reveal}
            </Button>
          ) : null}
          {card.canRecord ? (
            <Button variant={held ? 'outlined' : 'contained'} onClick={() => setEditing(true)}>
              {held ? TEXT.change : TEXT.record}
            </Button>
          ) : null}
        </Stack>
      ) : null}
      {editing && card.canRecord ? (
        <RecordForm
          orderId={orderId}
          onDone={() => {
            setEditing(false);
            void query.refetch();
          }}
        />
      ) : null}

      {card.reveals.length > 0 ? (
        <Box component="section" aria-labelledby="passcode-reveals" sx={{ mt: 2.5 }}>
          <Typography id="passcode-reveals" variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
            {TEXT.reveals(card.reveals.length)}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {card.reveals.map((r) => (
              <li key={`${r.at}-${r.by}-${r.reason}`}>
                <Typography variant="body2">
                  {r.by} · <time dateTime={r.at}>{when(r.at)}</time> — {r.reason}
                </Typography>
              </li>
            ))}
          </Box>
        </Box>
      ) : held ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {TEXT.neverRevealed}
        </Typography>
      ) : null}
      <RevealDialog
        orderId={orderId}
        open={revealing}
        onClose={() => {
          setRevealing(false);
          void query.refetch();
        }}
      />
    </Section>
  );
}
