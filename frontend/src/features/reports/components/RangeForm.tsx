import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { REPORTS_TEXT } from '../text';
import type { ReportRange } from '../reports';

const TEXT = REPORTS_TEXT.range;

export interface RangeFormProps {
  initial: ReportRange;
  timeZone: string | undefined;
  /** The server's field errors of the range asked for (from, to). */
  errors: Record<string, string>;
  busy: boolean;
  onShow: (range: ReportRange) => void;
  /** Today alone (shop time). */
  onToday: () => void;
  onReset: () => void;
}

/** The days the figures cover: two dates and Show; Today for today alone; Last 4 weeks goes back to the default. */
export function RangeForm({ initial, timeZone, errors, busy, onShow, onToday, onReset }: RangeFormProps) {
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onShow({ from, to });
  };
  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={TEXT.legend} sx={{ mb: 4 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          id="report-from"
          label={TEXT.from}
          type="date"
          required
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          error={Boolean(errors.from)}
          helperText={errors.from ?? ' '}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: to || undefined } }}
        />
        <TextField
          id="report-to"
          label={TEXT.to}
          type="date"
          required
          value={to}
          onChange={(e) => setTo(e.target.value)}
          error={Boolean(errors.to)}
          helperText={errors.to ?? ' '}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from || undefined } }}
        />
        <Stack direction="row" spacing={1}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy || !from || !to}
            sx={{ minHeight: 56 }}
          >
            {TEXT.show}
          </Button>
          <Button type="button" variant="outlined" size="large" onClick={onToday} sx={{ minHeight: 56 }}>
            {TEXT.today}
          </Button>
          <Button
            type="button"
            variant="outlined"
            size="large"
            onClick={onReset}
            sx={{ minHeight: 56, whiteSpace: 'nowrap' }}
          >
            {TEXT.lastWeeks}
          </Button>
        </Stack>
      </Stack>
      {timeZone ? (
        // Apart from the buttons above it on a phone (the fields' helper line spaces it on a wide screen).
        <Typography variant="body2" color="text.secondary" sx={{ mt: { xs: 2, sm: 0.5 } }}>
          {TEXT.timeZone(timeZone)}
        </Typography>
      ) : null}
    </Box>
  );
}
