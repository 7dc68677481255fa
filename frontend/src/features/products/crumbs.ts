import { paths } from '../../config/paths';
import { SECTION_TITLES } from '../../config/sectionTitles';
import type { Crumb } from '../../lib/seo/structuredData';
import type { ProductCategory, ProductSubcategory } from './data/catalogue';

/** The breadcrumbs of a product page: Home, Products, the category, the subcategory. */
export function productCrumbs(category?: ProductCategory, subcategory?: ProductSubcategory): Crumb[] {
  return [
    { name: 'Home', path: paths.home.href() },
    { name: SECTION_TITLES.products, path: paths.products.root.href() },
    ...(category ? [{ name: category.name, path: paths.products.category.href(category.id) }] : []),
    ...(category && subcategory
      ? [{ name: subcategory.name, path: paths.products.subcategory.href(category.id, subcategory.id) }]
      : []),
  ];
}
