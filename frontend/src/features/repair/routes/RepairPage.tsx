import { CategoryCards } from '../../../components/ui/CategoryCards';
import { PageContainer } from '../../../components/ui/PageContainer';
import { PageHeading } from '../../../components/ui/PageHeading';
import { paths } from '../../../config/paths';
import { breadcrumbs } from '../../../lib/seo/structuredData';
import { useRouteMeta } from '../../../lib/usePageMeta';
import { repairCrumbs } from '../crumbs';
import { visibleCategories } from '../catalogue';
import { CatalogueGate } from '../components/CatalogueGate';

export default function RepairPage() {
  useRouteMeta(paths.repair.root, { structuredData: [breadcrumbs(repairCrumbs())] });
  return (
    <PageContainer>
      <PageHeading
        title="Repair Services"
        subtitle="Choose your device type to see the repairs we offer. Same-day repairs, quality parts, 90-day warranty."
      />
      <CatalogueGate>
        {(catalogue) => (
          <CategoryCards
            label="Repair categories"
            categories={visibleCategories(catalogue)}
            href={paths.repair.category.href}
          />
        )}
      </CatalogueGate>
    </PageContainer>
  );
}
