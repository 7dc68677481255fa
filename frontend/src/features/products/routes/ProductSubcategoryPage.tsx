import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { BackButton } from '../../../components/ui/BackButton';
import { CardGrid } from '../../../components/ui/CardGrid';
import { NotFoundState } from '../../../components/ui/NotFoundState';
import { PageContainer } from '../../../components/ui/PageContainer';
import { PageHeading } from '../../../components/ui/PageHeading';
import { paths } from '../../../config/paths';
import { breadcrumbs } from '../../../lib/seo/structuredData';
import { useRouteMeta } from '../../../lib/usePageMeta';
import { productCrumbs } from '../crumbs';
import { CategoryNotFound } from '../components/CategoryNotFound';
import { ComingSoonCategory } from '../components/ComingSoonCategory';
import {
  findProductCategory,
  findProductSubcategory,
  type ProductCategory,
  type ProductSubcategory,
} from '../data/catalogue';

function ModelGrid({
  category,
  subcategory,
}: {
  category: ProductCategory;
  subcategory: ProductSubcategory;
}) {
  useRouteMeta(paths.products.subcategory, {
    values: { subcategory: subcategory.name, category: category.name, about: subcategory.description },
    structuredData: [breadcrumbs(productCrumbs(category, subcategory))],
  });
  return (
    <>
      <PageHeading title={subcategory.name} subtitle={subcategory.description} />
      {subcategory.models.length === 0 ? (
        <Typography variant="h2" component="p" sx={{ py: 4 }}>
          No Models Available
        </Typography>
      ) : (
        <CardGrid label={`${subcategory.name} models`}>
          {subcategory.models.map((model) => (
            <li key={model}>
              <Card>
                <CardContent>
                  <Typography variant="h6" component="h2">
                    {model}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    Ask in store for availability
                  </Typography>
                </CardContent>
              </Card>
            </li>
          ))}
        </CardGrid>
      )}
    </>
  );
}

export default function ProductSubcategoryPage() {
  const { category: categoryId, subcategory: subcategoryId } = useParams();
  const category = findProductCategory(categoryId);
  const subcategory = category ? findProductSubcategory(category, subcategoryId) : undefined;
  let content;
  if (!category) content = <CategoryNotFound />;
  else if (!subcategory)
    content = (
      <NotFoundState
        title="Subcategory Not Found"
        message={`We could not find this subcategory of ${category.name}.`}
        actions={
          <Button variant="contained" href={paths.products.category.href(category.id)}>
            Back to {category.name}
          </Button>
        }
      />
    );
  else if (subcategory.comingSoon)
    content = <ComingSoonCategory category={category} subcategory={subcategory} />;
  else content = <ModelGrid category={category} subcategory={subcategory} />;
  return (
    <PageContainer>
      <BackButton />
      {content}
    </PageContainer>
  );
}
