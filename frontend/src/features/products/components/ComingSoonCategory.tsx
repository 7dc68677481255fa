import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ButtonRow } from '../../../components/ui/ButtonRow';
import { paths } from '../../../config/paths';
import { usePageMeta } from '../../../lib/usePageMeta';

export interface ComingSoonCategoryProps {
  name: string;
  description: string;
}

/** A coming-soon product section: title, description and back links (spec 2). */
export function ComingSoonCategory({ name, description }: ComingSoonCategoryProps) {
  usePageMeta(`${name} - Coming Soon`, description);
  return (
    <section>
      <Typography variant="h1" gutterBottom>
        {name}
      </Typography>
      <Typography color="text.secondary">{description}</Typography>
      <Typography sx={{ mt: 1 }}>This section is coming soon.</Typography>
      <ButtonRow>
        <Button variant="contained" href={paths.products.root.href()}>
          Back to Products
        </Button>
        <Button variant="outlined" href={paths.repair.root.href()}>
          Repair Services
        </Button>
      </ButtonRow>
    </section>
  );
}
