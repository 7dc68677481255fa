import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ADMIN_TEXT } from '../text';

const TEXT = ADMIN_TEXT.summary;

export interface AppointmentSummaryPanelProps {
  /** The next appointment in words, null when there is none; undefined while loading. */
  next?: string | null;
  failed?: boolean;
}

/**
 * The next appointment, on the dashboard. Today's count is the dashboard's "Today's work" tile
 * (it opens the list), said once (issue 32: it was here too).
 */
export function AppointmentSummaryPanel({ next, failed = false }: AppointmentSummaryPanelProps) {
  let body;
  if (failed) {
    body = <Typography color="text.secondary">{TEXT.failed}</Typography>;
  } else if (next === undefined) {
    body = <CircularProgress size={24} aria-label={TEXT.loading} />;
  } else {
    body = (
      <Box
        component="dl"
        sx={{
          m: 0,
          '& dt': { color: 'text.secondary', fontSize: '0.875rem' },
          '& dd': { m: 0, fontWeight: 600 },
        }}
      >
        <div>
          <dt>{TEXT.next}</dt>
          <dd>{next ?? TEXT.none}</dd>
        </div>
      </Box>
    );
  }
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="appointment-summary-title"
      sx={{ p: 2.5, mb: 3 }}
    >
      <Typography id="appointment-summary-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {TEXT.title}
      </Typography>
      {body}
    </Paper>
  );
}
