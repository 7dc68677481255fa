import Typography from '@mui/material/Typography';
import { CardGrid } from '../../../components/ui/CardGrid';
import { CategoryCards } from '../../../components/ui/CategoryCards';
import { LinkCard } from '../../../components/ui/LinkCard';
import { PageContainer } from '../../../components/ui/PageContainer';
import { PageHeading } from '../../../components/ui/PageHeading';
import { paths } from '../../../config/paths';
import { breadcrumbs } from '../../../lib/seo/structuredData';
import { useRouteMeta } from '../../../lib/usePageMeta';
import { productCrumbs } from '../crumbs';
import { productCategories, topLevelProductCategories } from '../data/catalogue';

const moreCategories = productCategories.filter((category) => !category.topLevel);

export default function ProductsPage() {
  useRouteMeta(paths.products.root, { structuredData: [breadcrumbs(productCrumbs())] });
  return (
    <PageContainer>
      <PageHeading
        title="Products"
        subtitle="New, refurbished and pre-owned devices, each with a 90-day warranty."
      />
      <CategoryCards
        label="Product categories"
        categories={topLevelProductCategories}
        href={paths.products.category.href}
      />
      <Typography variant="h2" sx={{ mt: 6, mb: 2 }}>
        More Categories
      </Typography>
      <CardGrid label="More categories">
        {moreCategories.map((category) => (
          <LinkCard
            key={category.id}
            headingLevel="h3"
            title={category.name}
            description={category.description}
            tag={category.comingSoon ? 'Soon' : undefined}
            href={category.comingSoon ? paths.comingSoon.href() : paths.products.category.href(category.id)}
          />
        ))}
      </CardGrid>
    </PageContainer>
  );
}
