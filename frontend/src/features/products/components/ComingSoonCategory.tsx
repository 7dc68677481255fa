import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ButtonRow } from '../../../components/ui/ButtonRow';
import { paths } from '../../../config/paths';
import { breadcrumbs } from '../../../lib/seo/structuredData';
import { useRouteMeta } from '../../../lib/usePageMeta';
import { productCrumbs } from '../crumbs';
import type { ProductCategory, ProductSubcategory } from '../data/catalogue';

export interface ComingSoonCategoryProps {
  category: ProductCategory;
  /** A coming-soon subcategory of the category; without it the category itself is coming soon. */
  subcategory?: ProductSubcategory;
}

/** A coming-soon product section: title, description and back links (spec 2). */
export function ComingSoonCategory({ category, subcategory }: ComingSoonCategoryProps) {
  const { name, description } = subcategory ?? category;
  useRouteMeta(subcategory ? paths.products.subcategory : paths.products.category, {
    values: subcategory
      ? {
          category: category.name,
          subcategory: `${name} (Coming Soon)`,
          about: `${description} Coming soon.`,
        }
      : { category: `${name} - Coming Soon`, about: `${description} Coming soon.` },
    structuredData: [breadcrumbs(productCrumbs(category, subcategory))],
  });
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
