import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TextInput } from '../ui/TextInput';
import { SignaturePad } from './SignaturePad';
import { SIGNATURE_TEXT } from './signatureText';

const TEXT = SIGNATURE_TEXT;

type DataChoice = 'no_access' | 'may_unlock';

/** What is shown to sign, as the API answers it (the staff's and the tracking page's alike). */
export interface ShownDocument {
  kind: 'intake' | 'handover';
  title: string;
  sections: { title: string; lines: string[] }[];
  termsVersion: number;
  termsText: string;
  dataChoices: { value: DataChoice; label: string }[];
  hash: string;
}

/** What the signer sends: the hash of what they were shown, their name, the strokes, their choice. */
export interface Signing {
  documentHash: string;
  signerName: string;
  image: string;
  dataChoice?: DataChoice;
}

/**
 * The signing screen's form (intake spec 2): exactly the document the server hashed (its sections,
 * the repair terms and, for the intake, the data choice's two options in the spec's words), then
 * the signer's name and the signature pad. `onSign` sends it; `error` is a failure to show.
 */
export function SigningForm({
  document,
  onSign,
  busy,
  error,
  headingLevel = 'h2',
}: {
  document: ShownDocument;
  onSign: (signing: Signing) => void;
  busy: boolean;
  error?: string | null;
  headingLevel?: 'h1' | 'h2';
}) {
  const [name, setName] = useState('');
  const [image, setImage] = useState<string | null>(null);
  const [choice, setChoice] = useState<DataChoice | ''>('');
  const [tried, setTried] = useState(false);
  const termsId = useId();
  const intake = document.kind === 'intake';
  const problems = {
    choice: intake && !choice ? TEXT.choiceMissing : undefined,
    name: name.trim() ? undefined : TEXT.nameMissing,
    ink: image ? undefined : TEXT.inkMissing,
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (problems.choice || problems.name || problems.ink || !image) return;
    onSign({
      documentHash: document.hash,
      signerName: name.trim(),
      image,
      ...(intake && choice ? { dataChoice: choice } : {}),
    });
  };
  const sub = headingLevel === 'h1' ? 'h2' : 'h3';
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={document.title}>
      <Typography
        variant="h1"
        component={headingLevel}
        sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' }, mb: 2 }}
      >
        <NoBreakLastWord text={document.title} />
      </Typography>
      <Stack spacing={2}>
        {document.sections.map((s) => (
          <Box key={s.title}>
            <Typography component={sub} sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
              {s.title}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {s.lines.map((line, i) => (
                <Typography component="li" key={i} variant="body2">
                  {line}
                </Typography>
              ))}
            </Box>
          </Box>
        ))}
        <Box>
          <Typography id={termsId} component={sub} sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
            {TEXT.terms(document.termsVersion)}
          </Typography>
          <Box
            role="region"
            aria-labelledby={termsId}
            tabIndex={0}
            data-testid="signing-terms"
            sx={{
              whiteSpace: 'pre-wrap',
              maxHeight: { xs: '40vh', sm: 260 },
              overflowY: 'auto',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              p: 1.5,
              fontSize: '0.875rem',
              bgcolor: 'background.default',
            }}
          >
            {document.termsText}
          </Box>
        </Box>
        {intake ? (
          // The browser's own radios in a fieldset (the signing page stays within the phone's script budget).
          <Box
            component="fieldset"
            aria-describedby={`${termsId}-choice-help`}
            sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
          >
            <Typography component="legend" sx={{ fontWeight: 700, p: 0 }}>
              {TEXT.choiceLegend}
            </Typography>
            <Typography id={`${termsId}-choice-help`} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              {TEXT.choiceHelp}
            </Typography>
            {document.dataChoices.map((c) => (
              <Box
                component="label"
                key={c.value}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  minHeight: 48,
                  cursor: 'pointer',
                  '& input': { width: 22, height: 22, m: 0, flex: 'none', accentColor: 'currentColor' },
                }}
              >
                <input
                  type="radio"
                  name="dataChoice"
                  value={c.value}
                  checked={choice === c.value}
                  onChange={() => setChoice(c.value)}
                />
                <span>{c.label}</span>
              </Box>
            ))}
            {tried && problems.choice ? (
              <Typography role="alert" variant="body2" color="error">
                {problems.choice}
              </Typography>
            ) : null}
          </Box>
        ) : null}
        <TextInput
          label={TEXT.name}
          value={name}
          onChange={(e) => setName(e.target.value)}
          autoComplete="name"
          required
          fullWidth
          htmlInput={{ maxLength: 100 }}
          error={tried && Boolean(problems.name)}
          helperText={tried ? problems.name : undefined}
        />
        <SignaturePad typedName={name} onChange={setImage} error={tried ? problems.ink : undefined} />
        {error ? <Alert severity="error">{error}</Alert> : null}
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? TEXT.signing : TEXT.sign}
        </Button>
      </Stack>
    </Box>
  );
}

/** A title whose last word (the order's reference, "RO-6RRDXA") never breaks at its dash on a phone. */
function NoBreakLastWord({ text }: { text: string }) {
  const cut = text.lastIndexOf(' ');
  if (cut < 0) return <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;
  return (
    <>
      {text.slice(0, cut + 1)}
      <span style={{ whiteSpace: 'nowrap' }}>{text.slice(cut + 1)}</span>
    </>
  );
}
