import { CategoryCards } from '../../../components/ui/CategoryCards';
import { PageContainer } from '../../../components/ui/PageContainer';
import { PageHeading } from '../../../components/ui/PageHeading';
import { paths } from '../../../config/paths';
import { usePageMeta } from '../../../lib/usePageMeta';
import { visibleCategories } from '../catalogue';
import { CatalogueGate } from '../components/CatalogueGate';

export default function RepairPage() {
  usePageMeta(
    paths.repair.root.title,
    'Same-day repairs for iPhone, Android, iPad and game consoles with quality parts and a 90-day warranty.',
  );
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
