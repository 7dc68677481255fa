import type { ReactNode } from 'react';
import Container from '@mui/material/Container';

export function PageContainer({ children }: { children: ReactNode }) {
  return <Container sx={{ py: { xs: 4, md: 6 } }}>{children}</Container>;
}
