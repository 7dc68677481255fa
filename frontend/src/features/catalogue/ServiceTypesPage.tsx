import { usePageMeta } from '../../lib/usePageMeta';
import { ServiceTypesScreen } from './components/ServiceTypesScreen';
import { may } from '../../components/staff/may';
import { StaffGate } from '../../components/staff/StaffGate';
import { CATALOGUE_TEXT } from './text';

/** /admin/service-types: the repair services of the catalogue (staff only). */
export default function ServiceTypesPage() {
  usePageMeta(CATALOGUE_TEXT.services.title, 'Service types of the repair catalogue, for shop staff');
  return (
    <StaffGate loadingLabel={CATALOGUE_TEXT.services.title}>
      {(session) => <ServiceTypesScreen canEdit={may(session, 'service-types:write')} />}
    </StaffGate>
  );
}
