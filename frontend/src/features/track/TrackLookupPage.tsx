import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useLookupRepairOrderMutation, type ApiError } from '../../api/track';
import { PageContainer } from '../../components/ui/PageContainer';
import { TextInput } from '../../components/ui/TextInput';
import { PageHeading } from '../../components/ui/PageHeading';
import { paths } from '../../config/paths';
import { useRouteMeta } from '../../lib/usePageMeta';
import { TRACK_TEXT } from './text';

const TEXT = TRACK_TEXT.lookup;

/**
 * /track: the customer finds their repair with its reference and the phone's last 4 digits, and is
 * taken to its tracking page (a new link each time). A wrong pair and an unknown reference read the
 * same (the server answers both alike).
 */
export default function TrackLookupPage() {
  useRouteMeta(paths.track.lookup);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // A booking's look-up links here with the repair's reference (issue 39 item 10); such a URL gets
  // the shell (paths.track.lookup: queryInBrowser), so the form starts with it filled in.
  const [reference, setReference] = useState(params.get('reference') ?? '');
  const [digits, setDigits] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [lookup, { isLoading }] = useLookupRepairOrderMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      const { trackingUrl } = await lookup({
        trackingLookupDto: { reference: reference.trim(), phoneLast4: digits },
      }).unwrap();
      void navigate(new URL(trackingUrl, window.location.href).pathname);
    } catch (error) {
      const status = (error as ApiError).status;
      setProblem(
        status === 404 || status === 400 ? TEXT.notFound : status === 429 ? TEXT.tooMany : TEXT.failed,
      );
    }
  };

  return (
    <PageContainer>
      <PageHeading title={TEXT.title} subtitle={TEXT.subtitle} />
      <Stack component="form" onSubmit={submit} spacing={2} sx={{ maxWidth: 440 }} noValidate>
        <TextInput
          label={TEXT.reference}
          value={reference}
          onChange={(e) => setReference(e.target.value)}
          helperText={TEXT.referenceHelp}
          required
          htmlInput={{ autoCapitalize: 'characters', autoComplete: 'off', spellCheck: false }}
        />
        <TextInput
          label={TEXT.phoneLast4}
          value={digits}
          onChange={(e) => setDigits(e.target.value.replace(/\D/g, '').slice(0, 4))}
          required
          htmlInput={{ inputMode: 'numeric', autoComplete: 'off', maxLength: 4 }}
        />
        {problem ? (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        ) : null}
        <div>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={isLoading || !reference.trim() || digits.length !== 4}
          >
            {isLoading ? TEXT.searching : TEXT.submit}
          </Button>
        </div>
      </Stack>
    </PageContainer>
  );
}
