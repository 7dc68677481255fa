import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart, type BarChartProps } from '@mui/x-charts/BarChart';

export interface ReportBarChartProps extends Omit<BarChartProps, 'height'> {
  /** What the chart shows, for assistive technology (its table beside it has the numbers). */
  label: string;
  height?: number;
}

/**
 * The one look of the reports' charts: bars, a grid, the shop's colours in the order of the series
 * (primary, secondary, grey), no animation for those who ask for less motion.
 */
export function ReportBarChart({ label, height = 280, ...chart }: ReportBarChartProps) {
  const theme = useTheme();
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  return (
    <Box role="figure" aria-label={label} sx={{ width: '100%', mt: 2 }}>
      <BarChart
        height={height}
        grid={{ horizontal: true }}
        skipAnimation={reduceMotion}
        colors={[theme.palette.primary.main, theme.palette.secondary.main, theme.palette.grey[500]]}
        {...chart}
      />
    </Box>
  );
}
