import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { AdminSessionDto } from '../../api/staff';
import { PageContainer } from '../ui/PageContainer';
import { AuthenticationRequired } from './AuthenticationRequired';
import { StaffNav } from './StaffNav';
import { useStaffSession } from './useStaffSession';

export interface StaffGateProps {
  /** What the spinner announces while the session is read. */
  loadingLabel: string;
  /** What a signed-out visitor is told they would see (the generic sentence otherwise). */
  signedOutMessage?: string;
  children: (session: AdminSessionDto) => ReactNode;
}

/**
 * The one gate of every staff page: reads the session (GET /api/admin/me), shows a spinner, then the
 * staff bar (sections, Sign out) and the page with the session (ask it `may(session, permission)`),
 * or 'Authentication Required'.
 */
export function StaffGate({ loadingLabel, signedOutMessage, children }: StaffGateProps) {
  const { session, isLoading } = useStaffSession();
  if (isLoading) {
    return (
      <PageContainer>
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label={loadingLabel} />
        </Box>
      </PageContainer>
    );
  }
  if (!session) return <AuthenticationRequired message={signedOutMessage} />;
  return (
    <>
      <StaffNav session={session} />
      {children(session)}
    </>
  );
}
