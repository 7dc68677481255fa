import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageContainer } from '../../../components/ui/PageContainer';
import { paths } from '../../../config/paths';
import { BACK_OFFICE_TEXT } from '../text';

/** Shown on a back-office screen without a signed-in staff member (like the pricing page, spec 2, 8). */
export function AuthenticationRequired() {
  return (
    <PageContainer>
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 520, mx: 'auto', textAlign: 'center' }}>
        <Typography variant="h1" component="h1" sx={{ fontSize: '1.75rem', mb: 1 }}>
          {BACK_OFFICE_TEXT.authRequired}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {BACK_OFFICE_TEXT.authRequiredMessage}
        </Typography>
        <Button variant="contained" href={paths.admin.root.href()}>
          {BACK_OFFICE_TEXT.goToLogin}
        </Button>
      </Paper>
    </PageContainer>
  );
}
