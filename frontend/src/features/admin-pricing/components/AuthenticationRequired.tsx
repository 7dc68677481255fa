import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageContainer } from '../../../components/ui/PageContainer';
import { paths } from '../../../config/paths';

/** Shown on the pricing page without a signed-in staff member (spec 2, 8). */
export function AuthenticationRequired() {
  return (
    <PageContainer>
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 520, mx: 'auto', textAlign: 'center' }}>
        <Typography variant="h1" component="h1" sx={{ fontSize: '1.75rem', mb: 1 }}>
          Authentication Required
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Sign in as shop staff to see the retail price matrix.
        </Typography>
        <Button variant="contained" href={paths.admin.root.href()}>
          Go to Admin Login
        </Button>
      </Paper>
    </PageContainer>
  );
}
