import { useRef, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useImportPartsCsvMutation, type ImportPartsResultDto } from '../../../api/staff';
import { serverMessage } from '../../../api/errors';
import { notify, notifyFailure } from '../../../components/notify';
import { INVENTORY_TEXT } from '../text';

const TEXT = INVENTORY_TEXT.csv;

/** Parts from a CSV, like the prices: a preview (dry run) first, then the import in one go. */
export function ImportPartsDialog({ onClose }: { onClose: () => void }) {
  const [csv, setCsv] = useState('');
  const [preview, setPreview] = useState<ImportPartsResultDto | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [importCsv, state] = useImportPartsCsvMutation();
  const fileInput = useRef<HTMLInputElement>(null);

  const edit = (text: string) => {
    setCsv(text);
    setPreview(null);
    setError(undefined);
  };
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) edit(await file.text());
  };
  const send = async (dryRun: boolean) => {
    try {
      const result = await importCsv({ importPartsDto: { csv, dryRun } }).unwrap();
      if (dryRun) setPreview(result);
      else {
        notify({ title: TEXT.imported(result.changes.length) });
        onClose();
      }
    } catch (failure) {
      const message = serverMessage(failure);
      if (message) setError(message);
      else notifyFailure(failure, { title: TEXT.failed, message: 'Please try again.' });
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="import-parts-title" fullWidth maxWidth="md">
      <DialogTitle id="import-parts-title">{TEXT.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{TEXT.intro}</DialogContentText>
        <Stack spacing={2}>
          <Button
            variant="outlined"
            onClick={() => fileInput.current?.click()}
            sx={{ alignSelf: 'flex-start' }}
          >
            {TEXT.file}
          </Button>
          <input ref={fileInput} type="file" accept=".csv,text/csv" hidden onChange={(e) => void pick(e)} />
          <TextField
            label={TEXT.text}
            value={csv}
            onChange={(e) => edit(e.target.value)}
            multiline
            minRows={5}
            maxRows={12}
            error={Boolean(error)}
            helperText={error}
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
          />
          {preview ? (
            preview.changes.length === 0 ? (
              <Alert severity="info">{TEXT.nothing}</Alert>
            ) : (
              <>
                <Typography>{TEXT.summary(preview.changes.length, preview.unchanged)}</Typography>
                <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }} aria-label={TEXT.preview}>
                  {preview.changes.map((c) => (
                    <li key={c.line}>
                      <Typography>
                        {TEXT.line(c.line)}: <strong>{c.name}</strong> —{' '}
                        {c.action === 'add' ? TEXT.add : TEXT.update(c.fields)}
                      </Typography>
                    </li>
                  ))}
                </Stack>
              </>
            )
          ) : null}
        </Stack>
      </DialogContent>
      {/* On a phone the three buttons stand one above the other (side by side, "Preview changes" wrapped inside its button). */}
      <DialogActions
        disableSpacing
        sx={{
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'center' },
          gap: 1,
          px: { xs: 3, sm: 1 },
          pb: { xs: 2, sm: 1 },
        }}
      >
        <Button onClick={onClose}>{INVENTORY_TEXT.cancel}</Button>
        <Button variant="outlined" onClick={() => void send(true)} disabled={!csv.trim() || state.isLoading}>
          {TEXT.preview}
        </Button>
        <Button
          variant="contained"
          onClick={() => void send(false)}
          disabled={!preview || preview.changes.length === 0 || state.isLoading}
        >
          {TEXT.import}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
