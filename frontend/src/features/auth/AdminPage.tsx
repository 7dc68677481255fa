import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { PageContainer } from '../../components/ui/PageContainer';
import { usePageMeta } from '../../lib/usePageMeta';
import { AdminDashboard } from './components/AdminDashboard';
import { LoginForm } from './components/LoginForm';
import { ADMIN_TEXT } from './text';
import { useStaffSession } from '../../components/staff/useStaffSession';
import { StaffNav } from '../../components/staff/StaffNav';

/** /admin: checks the session; the dashboard when signed in, otherwise the login form (spec 2). */
export default function AdminPage() {
  usePageMeta(ADMIN_TEXT.title, 'Staff sign-in and dashboard');
  const { session, isLoading, error } = useStaffSession({ nullOn401: true });

  let content;
  if (isLoading) {
    content = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Checking your session" />
      </Box>
    );
  } else if (session) {
    content = <AdminDashboard session={session} />;
  } else if (error) {
    content = (
      <>
        <Alert severity="warning" sx={{ mb: 3 }}>
          Could not check your session ({error.message}). You can still sign in.
        </Alert>
        <LoginForm />
      </>
    );
  } else {
    content = <LoginForm />;
  }
  return (
    <>
      {session ? <StaffNav session={session} /> : null}
      <PageContainer>{content}</PageContainer>
    </>
  );
}
