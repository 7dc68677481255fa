import type { ReactNode } from 'react';
import type { CatalogueCategoryDto, CatalogueDto } from '../../../api';
import { BackButton } from '../../../components/ui/BackButton';
import { PageContainer } from '../../../components/ui/PageContainer';
import { findCategory } from '../catalogue';
import { CatalogueGate } from './CatalogueGate';
import { RepairCategoryNotFound } from './RepairCategoryNotFound';

/**
 * A page under /repair/{category}: back button, the catalogue once loaded, and 'Category Not
 * Found' for an unknown category; `children` draws the page for a known one.
 */
export function CategoryPage({
  categoryId,
  children,
}: {
  categoryId: string | undefined;
  children: (catalogue: CatalogueDto, category: CatalogueCategoryDto) => ReactNode;
}) {
  return (
    <PageContainer>
      <BackButton />
      <CatalogueGate>
        {(catalogue) => {
          const category = findCategory(catalogue, categoryId);
          return category ? children(catalogue, category) : <RepairCategoryNotFound />;
        }}
      </CatalogueGate>
    </PageContainer>
  );
}
