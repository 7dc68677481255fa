import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import type { CatalogueDto, CatalogueCategoryDto } from '../../../api';
import { Island } from '../../../components/island/Island';
import { BackToTopButton } from '../../../components/ui/BackToTopButton';
import { ButtonRow } from '../../../components/ui/ButtonRow';
import { CardGrid } from '../../../components/ui/CardGrid';
import { EAGER_CARDS, LinkCard } from '../../../components/ui/LinkCard';
import { PageHeading } from '../../../components/ui/PageHeading';
import { paths } from '../../../config/paths';
import { breadcrumbs } from '../../../lib/seo/structuredData';
import { useRouteMeta } from '../../../lib/usePageMeta';
import { repairCrumbs } from '../crumbs';
import { modelsOf } from '../catalogue';
import { CategoryPage } from '../components/CategoryPage';

function CategoryModels({
  catalogue,
  category,
}: {
  catalogue: CatalogueDto;
  category: CatalogueCategoryDto;
}) {
  useRouteMeta(paths.repair.category, {
    values: { category: category.name, about: category.description },
    structuredData: [breadcrumbs(repairCrumbs(category))],
  });
  const models = modelsOf(catalogue, category.id);
  return (
    <>
      <PageHeading title={`${category.name} Repair`} subtitle={category.description} />
      {models.length === 0 ? (
        <Box sx={{ py: 4 }}>
          <Typography variant="h2" gutterBottom>
            Coming Soon
          </Typography>
          <Typography color="text.secondary">
            Online pricing for this category is coming soon. Contact us for a quote.
          </Typography>
          <ButtonRow>
            <Button variant="contained" href={paths.quote.href()}>
              Contact for Quote
            </Button>
          </ButtonRow>
        </Box>
      ) : (
        <CardGrid label={`${category.name} models`}>
          {models.map((model, i) => (
            <LinkCard
              key={model.id}
              eager={i < EAGER_CARDS}
              title={model.name}
              image={model.image}
              href={paths.repair.device.href(category.id, model.id)}
            />
          ))}
        </CardGrid>
      )}
      <ButtonRow>
        <Island name="backToTopButton" props={{ label: 'Back to Repair Services' }}>
          <BackToTopButton label="Back to Repair Services" />
        </Island>
      </ButtonRow>
    </>
  );
}

export default function RepairCategoryPage() {
  const { category: categoryId } = useParams();
  return (
    <CategoryPage categoryId={categoryId}>
      {(catalogue, category) => <CategoryModels catalogue={catalogue} category={category} />}
    </CategoryPage>
  );
}
