import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useGetAdminMeQuery, type AdminSessionDto } from '../../api';
import { PageContainer } from '../ui/PageContainer';
import { AuthenticationRequired } from './AuthenticationRequired';

export interface StaffGateProps {
  /** What the spinner announces while the session is read. */
  loadingLabel: string;
  children: (session: AdminSessionDto) => ReactNode;
}

/** Reads the staff session (GET /api/admin/me): a spinner, then the page or 'Authentication Required'. */
export function StaffGate({ loadingLabel, children }: StaffGateProps) {
  const me = useGetAdminMeQuery();
  if (me.isLoading) {
    return (
      <PageContainer>
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label={loadingLabel} />
        </Box>
      </PageContainer>
    );
  }
  if (!me.data || me.isError) return <AuthenticationRequired />;
  return <>{children(me.data)}</>;
}
