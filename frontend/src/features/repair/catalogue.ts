import type { CatalogueDto, CatalogueCategoryDto, CatalogueModelDto, CatalogueServiceDto } from '../../api';

/** Categories of the /repair grid: the featured ones (laptop and other are not, spec 2). */
export function visibleCategories(catalogue: CatalogueDto): CatalogueCategoryDto[] {
  return catalogue.categories.filter((category) => category.featured);
}

export function findCategory(
  catalogue: CatalogueDto,
  id: string | undefined,
): CatalogueCategoryDto | undefined {
  return catalogue.categories.find((category) => category.id === id);
}

export function modelsOf(catalogue: CatalogueDto, categoryId: string): CatalogueModelDto[] {
  return catalogue.models
    .filter((model) => model.category === categoryId)
    .sort((a, b) => a.displayOrder - b.displayOrder);
}

export function findModel(
  catalogue: CatalogueDto,
  categoryId: string | undefined,
  deviceId: string | undefined,
): CatalogueModelDto | undefined {
  return catalogue.models.find((model) => model.id === deviceId && model.category === categoryId);
}

export function sortedServices(catalogue: CatalogueDto): CatalogueServiceDto[] {
  return [...catalogue.services].sort((a, b) => a.displayOrder - b.displayOrder);
}

export const DIAGNOSTIC_SERVICE_ID = 'diagnostic';
