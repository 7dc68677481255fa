import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ButtonRow } from '../../../components/ui/ButtonRow';
import { PageContainer } from '../../../components/ui/PageContainer';
import { paths } from '../../../config/paths';
import { useRouteMeta } from '../../../lib/usePageMeta';

export default function ComingSoonPage() {
  useRouteMeta(paths.comingSoon);
  return (
    <PageContainer>
      <Typography variant="h1" gutterBottom>
        Coming Soon
      </Typography>
      <Typography color="text.secondary">
        This section is under development. Check back soon, or ask us in store.
      </Typography>
      <ButtonRow>
        <Button variant="contained" href={paths.products.root.href()}>
          Back to Products
        </Button>
        <Button variant="outlined" href={paths.repair.root.href()}>
          View Repair Services
        </Button>
      </ButtonRow>
    </PageContainer>
  );
}
