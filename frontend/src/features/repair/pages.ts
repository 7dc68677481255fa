import type { CatalogueDto } from '../../api';
import { paths } from '../../config/paths';

/**
 * The repair pages the catalogue has, as the pages render them: every category (one without
 * models shows Coming Soon) and every model under its category. The sitemap lists them.
 */
export function repairPages(catalogue: CatalogueDto): { categories: string[]; devices: string[] } {
  const categories = new Set(catalogue.categories.map((category) => category.id));
  return {
    categories: catalogue.categories.map((category) => paths.repair.category.href(category.id)),
    devices: catalogue.models
      .filter((model) => categories.has(model.category))
      .map((model) => paths.repair.device.href(model.category, model.id)),
  };
}
