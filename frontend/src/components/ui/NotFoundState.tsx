import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useNotFoundStatus, usePageMeta } from '../../lib/usePageMeta';

export interface NotFoundStateProps {
  title: string;
  message: string;
  actions?: ReactNode;
}

/** A not-found state inside a page ('Category Not Found', 'Device Not Found', ...). */
export function NotFoundState({ title, message, actions }: NotFoundStateProps) {
  usePageMeta(title, message);
  useNotFoundStatus();
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <Typography variant="h1" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {message}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>{actions}</Box>
    </Box>
  );
}
