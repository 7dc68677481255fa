import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReportsDto } from '../../../api/staff';
import { dollars, hours, percent, summary } from '../reports';
import { REPORTS_TEXT } from '../text';

const TEXT = REPORTS_TEXT.summary;

/** The range's headline numbers, above the charts. */
export function SummaryStrip({ reports }: { reports: ReportsDto }) {
  const s = summary(reports);
  const figures: [string, string][] = [
    [TEXT.bookings, String(s.bookings)],
    [TEXT.finished, String(s.finished)],
    [TEXT.median, hours(reports.turnaround.medianSeconds)],
    [TEXT.p90, hours(reports.turnaround.p90Seconds)],
    [TEXT.revenue, dollars(s.revenueCents)],
    [TEXT.partsSpend, dollars(s.partsSpendCents)],
    [TEXT.approval, percent(reports.quoteApproval.approvalRate)],
    [TEXT.stale, String(s.stale)],
  ];
  return (
    <Box component="section" aria-labelledby="report-summary">
      <Typography id="report-summary" variant="h3" component="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {TEXT.title}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)', lg: 'repeat(8, 1fr)' },
          gap: 1.5,
          m: 0,
        }}
      >
        {figures.map(([label, value]) => (
          <Paper
            key={label}
            variant="outlined"
            sx={{
              p: 1.5,
              display: 'flex',
              flexDirection: 'column-reverse',
              // The figures line up at the top whether their label takes one line or two.
              justifyContent: 'flex-end',
            }}
          >
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontSize: '1.375rem', fontWeight: 600 }}>
              {value}
            </Typography>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
