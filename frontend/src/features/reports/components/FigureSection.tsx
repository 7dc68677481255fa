import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { csvHref, type ReportFigure, type ReportRange } from '../reports';
import { REPORTS_TEXT } from '../text';

export interface FigureSectionProps {
  figure: ReportFigure;
  title: string;
  about: string;
  range: ReportRange;
  chart: ReactNode;
  table: ReactNode;
}

/** One figure: its heading and what it counts, its chart, its table and its CSV download. */
export function FigureSection({ figure, title, about, range, chart, table }: FigureSectionProps) {
  const headingId = `figure-${figure}`;
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 1 }}
      >
        <Box>
          <Typography id={headingId} variant="h3" component="h2" sx={{ fontSize: '1.25rem' }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {about}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          href={csvHref(figure, range)}
          download
          startIcon={<DownloadIcon />}
          aria-label={REPORTS_TEXT.csvLabel(title.toLowerCase())}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start' } }}
        >
          {REPORTS_TEXT.csv}
        </Button>
      </Stack>
      {chart}
      {table}
    </Paper>
  );
}
