import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Terms and their values side by side (a description list): 'Device  iPhone 15 Pro Max'. */
export function FactList({
  rows,
  dense = false,
}: {
  rows: readonly (readonly [string, ReactNode])[];
  dense?: boolean;
}) {
  const variant = dense ? 'body2' : 'body1';
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant={variant} sx={{ fontWeight: 600 }}>
            {term}
          </Typography>
          <Typography component="dd" variant={variant} sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
