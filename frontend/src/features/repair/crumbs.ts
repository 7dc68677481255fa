import type { CatalogueCategoryDto, CatalogueModelDto } from '../../api';
import { paths } from '../../config/paths';
import { SECTION_TITLES } from '../../config/sectionTitles';
import type { Crumb } from '../../lib/seo/structuredData';

/** The breadcrumbs of a repair page: Home, Repair Services, the category, the device. */
export function repairCrumbs(category?: CatalogueCategoryDto, device?: CatalogueModelDto): Crumb[] {
  return [
    { name: 'Home', path: paths.home.href() },
    { name: SECTION_TITLES.repair, path: paths.repair.root.href() },
    ...(category ? [{ name: `${category.name} Repair`, path: paths.repair.category.href(category.id) }] : []),
    ...(category && device
      ? [{ name: device.name, path: paths.repair.device.href(category.id, device.id) }]
      : []),
  ];
}
