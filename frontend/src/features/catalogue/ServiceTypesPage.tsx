import { may } from '../../components/staff/may';
import { StaffGate } from '../../components/staff/StaffGate';
import { usePageMeta } from '../../lib/usePageMeta';
import { CatalogueScreen } from './components/CatalogueScreen';
import { serviceTypes } from './serviceTypes';

/** /admin/service-types: the repair services of the catalogue (staff only). */
export default function ServiceTypesPage() {
  usePageMeta(serviceTypes.words.title, 'Service types of the repair catalogue, for shop staff');
  return (
    <StaffGate loadingLabel={serviceTypes.words.title}>
      {(session) => <CatalogueScreen resource={serviceTypes} canEdit={may(session, 'service-types:write')} />}
    </StaffGate>
  );
}
