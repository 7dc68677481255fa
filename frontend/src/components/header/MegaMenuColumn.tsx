import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '../../config/paths';

export interface MegaMenuColumnProps {
  categoryId: string;
  categoryName: string;
  description: string;
}

export function MegaMenuColumn({ categoryId, categoryName, description }: MegaMenuColumnProps) {
  const headingId = `mega-menu-${categoryId}`;
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {categoryName}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {description}
      </Typography>
      <Link
        href={paths.repair.category.href(categoryId)}
        aria-label={`View All Models: ${categoryName}`}
        sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, fontWeight: 700 }}
      >
        View All Models
      </Link>
    </section>
  );
}
