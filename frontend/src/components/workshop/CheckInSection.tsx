import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * One part of a check-in in a dialog (the intake, the ready time, the deposit; photos and
 * signatures next): a section named by its heading, so each part stays a component of its own and
 * the dialog only lines them up.
 */
export function CheckInSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} component="h3" variant="h6" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
