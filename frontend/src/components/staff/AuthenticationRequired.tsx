import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { paths } from '../../config/paths';
import { PageContainer } from '../ui/PageContainer';
import { STAFF_TEXT } from './text';

export interface AuthenticationRequiredProps {
  /** What the signed-out visitor is told they would see. */
  message?: string;
}

/** Shown on a staff page without a signed-in staff member (spec 2, 8), with a way to the admin login. */
export function AuthenticationRequired({
  message = STAFF_TEXT.authRequiredMessage,
}: AuthenticationRequiredProps) {
  return (
    <PageContainer>
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 520, mx: 'auto', textAlign: 'center' }}>
        <Typography variant="h1" component="h1" sx={{ fontSize: '1.75rem', mb: 1 }}>
          {STAFF_TEXT.authRequired}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {message}
        </Typography>
        <Button variant="contained" href={paths.admin.root.href()}>
          {STAFF_TEXT.goToLogin}
        </Button>
      </Paper>
    </PageContainer>
  );
}
