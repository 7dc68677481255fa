import { useId, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A titled, outlined part of a page (an order's customer, its timeline): a section named by its h2. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
