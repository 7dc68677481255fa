import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export function ButtonRow({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 4 }}>{children}</Box>;
}
