import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ADMIN_TEXT } from '../text';

const TEXT = ADMIN_TEXT.summary;

export interface AppointmentSummaryPanelProps {
  /** Undefined while loading. */
  todayCount?: number;
  /** The next appointment in words, or null when there is none. */
  next?: string | null;
  failed?: boolean;
}

/** Today's appointment count and the next appointment, on the dashboard. */
export function AppointmentSummaryPanel({ todayCount, next, failed = false }: AppointmentSummaryPanelProps) {
  let body;
  if (failed) {
    body = <Typography color="text.secondary">{TEXT.failed}</Typography>;
  } else if (todayCount === undefined) {
    body = <CircularProgress size={24} aria-label={TEXT.loading} />;
  } else {
    body = (
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: { xs: 1.5, sm: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'auto minmax(0, 1fr)' },
          '& dt': { color: 'text.secondary', fontSize: '0.875rem' },
          '& dd': { m: 0, fontWeight: 600 },
        }}
      >
        <div>
          <dt>{TEXT.today}</dt>
          <Box component="dd" sx={{ fontSize: '1.75rem' }}>
            {todayCount}
          </Box>
        </div>
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
