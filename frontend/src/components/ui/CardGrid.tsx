import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export interface CardGridProps {
  children: ReactNode;
  label?: string;
  /**
   * Columns per breakpoint, for a short fixed set of cards (the home page's four categories): a
   * count that divides them, so that every row is full. By default as many columns as fit.
   */
  columns?: { xs: number; sm?: number; md?: number };
}

/** Responsive grid of cards: 1 column on phones, up to 4 on desktop. */
export function CardGrid({ children, label, columns }: CardGridProps) {
  const fixed = (n: number | undefined) => (n === undefined ? undefined : `repeat(${n}, minmax(0, 1fr))`);
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
        gridTemplateColumns: columns
          ? { xs: fixed(columns.xs), sm: fixed(columns.sm), md: fixed(columns.md) }
          : {
              xs: 'repeat(auto-fill, minmax(150px, 1fr))',
              sm: 'repeat(auto-fill, minmax(200px, 1fr))',
            },
      }}
    >
      {children}
    </Box>
  );
}
