import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { csvHref, type ReportFigure, type ReportRange } from '../reports';
import { REPORTS_TEXT } from '../text';
import { FigureTable, type FigureTableProps } from './FigureTable';
import { ReportBarChart, type ReportBarChartProps } from './ReportBarChart';

export interface FigureSectionProps {
  figure: ReportFigure;
  /** The figure's heading and what it counts; the chart, the table and the download are named after it. */
  text: { title: string; about: string };
  range: ReportRange;
  chart: Omit<ReportBarChartProps, 'label'>;
  table: Omit<FigureTableProps, 'label'>;
  /** Said in place of the chart and the table when there is nothing to show. */
  empty?: string;
  /** What its CSV holds, for the download's name (default: the title). */
  download?: string;
  /** Choices that change what the figure shows (above the chart). */
  controls?: ReactNode;
}

/**
 * The one frame of every figure: its heading and what it counts, its CSV download, its bar chart
 * and its table (the same numbers, readable without the chart).
 */
export function FigureSection({
  figure,
  text,
  range,
  chart,
  table,
  empty,
  download,
  controls,
}: FigureSectionProps) {
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
            {text.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {text.about}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          href={csvHref(figure, range)}
          download
          startIcon={<DownloadIcon />}
          aria-label={REPORTS_TEXT.csvLabel(download ?? text.title.toLowerCase())}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start' } }}
        >
          {REPORTS_TEXT.csv}
        </Button>
      </Stack>
      {controls}
      {empty ? (
        <Typography sx={{ mt: 2 }}>{empty}</Typography>
      ) : (
        <>
          <ReportBarChart label={REPORTS_TEXT.chart(text.title)} {...chart} />
          <FigureTable label={REPORTS_TEXT.table(text.title)} {...table} />
        </>
      )}
    </Paper>
  );
}
