import { useParams } from 'react-router-dom';
import { BackButton } from '../../../components/ui/BackButton';
import { CardGrid } from '../../../components/ui/CardGrid';
import { LinkCard } from '../../../components/ui/LinkCard';
import { PageContainer } from '../../../components/ui/PageContainer';
import { PageHeading } from '../../../components/ui/PageHeading';
import { paths } from '../../../config/paths';
import { breadcrumbs } from '../../../lib/seo/structuredData';
import { useRouteMeta } from '../../../lib/usePageMeta';
import { productCrumbs } from '../crumbs';
import { CategoryNotFound } from '../components/CategoryNotFound';
import { ComingSoonCategory } from '../components/ComingSoonCategory';
import { findProductCategory, type ProductCategory } from '../data/catalogue';

function SubcategoryGrid({ category }: { category: ProductCategory }) {
  useRouteMeta(paths.products.category, {
    values: { category: category.name, about: category.description },
    structuredData: [breadcrumbs(productCrumbs(category))],
  });
  return (
    <>
      <PageHeading title={category.name} subtitle={category.description} />
      <CardGrid label={`${category.name} subcategories`}>
        {category.subcategories.map((subcategory) => (
          <LinkCard
            key={subcategory.id}
            title={subcategory.name}
            description={subcategory.description}
            tag={subcategory.comingSoon ? 'Soon' : undefined}
            href={
              subcategory.comingSoon
                ? paths.comingSoon.href()
                : paths.products.subcategory.href(category.id, subcategory.id)
            }
          />
        ))}
      </CardGrid>
    </>
  );
}

export default function ProductCategoryPage() {
  const { category: categoryId } = useParams();
  const category = findProductCategory(categoryId);
  return (
    <PageContainer>
      <BackButton />
      {!category ? (
        <CategoryNotFound />
      ) : category.comingSoon ? (
        <ComingSoonCategory category={category} />
      ) : (
        <SubcategoryGrid category={category} />
      )}
    </PageContainer>
  );
}
