import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useGetRepairTermsQuery, useUpdateRepairTermsMutation, type TermsDto } from '../../api/staff';
import { errorStatus, serverMessage } from '../../api/errors';
import { notify } from '../../components/notify';
import { may } from '../../components/staff/may';
import { StaffGate } from '../../components/staff/StaffGate';
import { PageContainer } from '../../components/ui/PageContainer';
import { Section } from '../../components/ui/Section';
import { metaOf } from '../../config/routeMeta';
import { shop } from '../../config/shop';
import { formatDateTime } from '../../lib/dates';
import { usePageMeta } from '../../lib/usePageMeta';

const when = (iso: string) => formatDateTime(iso, shop.timeZone);

/** The editor of the terms: the text of the version in force; saving a change makes the next version. */
function TermsEditor({ terms, onSaved }: { terms: TermsDto; onSaved: () => void }) {
  const [text, setText] = useState(terms.current.text);
  const [update, { isLoading }] = useUpdateRepairTermsMutation();
  const [error, setError] = useState<string | null>(null);
  const unchanged = text.trim() === terms.current.text;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!text.trim()) {
      setError('The terms cannot be empty.');
      return;
    }
    try {
      const saved = await update({
        updateTermsDto: { text, baseVersion: terms.current.version },
      }).unwrap();
      notify({ title: `Repair terms saved as version ${saved.current.version}` });
      onSaved();
    } catch (e) {
      setError(
        errorStatus(e) === 409
          ? 'Someone saved a newer version meanwhile. Reload the page to see it, then make your change again.'
          : (serverMessage(e) ?? 'The terms could not be saved.'),
      );
    }
  };
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <TextField
        label={`Terms text (version ${terms.current.version})`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        multiline
        minRows={10}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 20000 } }}
        helperText="Saving a change makes a new version; signatures keep the version they signed."
      />
      {error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" disabled={isLoading || unchanged}>
          Save as version {terms.current.version + 1}
        </Button>
        <Button variant="text" disabled={isLoading || unchanged} onClick={() => setText(terms.current.text)}>
          Undo changes
        </Button>
      </Stack>
    </Box>
  );
}

function TermsScreen({ canEdit }: { canEdit: boolean }) {
  const { data, isError, refetch } = useGetRepairTermsQuery();
  return (
    <PageContainer>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Repair terms
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        What customers read and sign at intake, with the condition recorded, the estimate and their data
        choice.
      </Typography>
      {isError ? <Alert severity="error">The repair terms could not be loaded.</Alert> : null}
      {!data && !isError ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading the repair terms" />
        </Box>
      ) : null}
      {data ? (
        <Stack spacing={2}>
          <Section title={`In force: version ${data.current.version}`}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              Written by {data.current.createdBy} on {when(data.current.createdAt)}
            </Typography>
            {canEdit ? (
              <TermsEditor key={data.current.version} terms={data} onSaved={() => void refetch()} />
            ) : (
              <Typography sx={{ whiteSpace: 'pre-wrap' }} data-testid="terms-text">
                {data.current.text}
              </Typography>
            )}
          </Section>
          {data.versions.length > 1 ? (
            <Section title="Earlier versions">
              <Stack spacing={2}>
                {data.versions.slice(1).map((v) => (
                  <Box component="details" key={v.version}>
                    <Box component="summary" sx={{ cursor: 'pointer', fontWeight: 600 }}>
                      Version {v.version} · {v.createdBy} · {when(v.createdAt)}
                    </Box>
                    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mt: 1 }}>
                      {v.text}
                    </Typography>
                  </Box>
                ))}
              </Stack>
            </Section>
          ) : null}
        </Stack>
      ) : null}
    </PageContainer>
  );
}

/** /admin/settings/terms: the shop's repair terms (intake spec 2): everyone reads them, editors change them. */
export default function TermsPage() {
  usePageMeta(metaOf('admin.terms').title, 'The repair terms customers sign at intake, for shop staff');
  return (
    <StaffGate loadingLabel="Repair terms">
      {(session) => <TermsScreen canEdit={may(session, 'workshop:write')} />}
    </StaffGate>
  );
}
