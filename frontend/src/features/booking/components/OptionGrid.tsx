import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * The wizard's choices in columns 16 px apart: one on a phone, two from `sm`, `columns` from `md`
 * (the widths and gaps of MUI's Grid with spacing 2, as CSS grid, without Grid's module).
 */
export function OptionGrid({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: `repeat(${columns}, minmax(0, 1fr))`,
        },
      }}
    >
      {children}
    </Box>
  );
}
