import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** Responsive grid of cards: 1 column on phones, up to 4 on desktop. */
export function CardGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'repeat(auto-fill, minmax(150px, 1fr))',
          sm: 'repeat(auto-fill, minmax(200px, 1fr))',
        },
      }}
    >
      {children}
    </Box>
  );
}
