import { may } from '../../components/staff/may';
import { StaffGate } from '../../components/staff/StaffGate';
import { usePageMeta } from '../../lib/usePageMeta';
import { CatalogueScreen } from './components/CatalogueScreen';
import { deviceModels } from './deviceModels';

/** /admin/device-models: the device models of the repair catalogue (staff only). */
export default function DeviceModelsPage() {
  usePageMeta(deviceModels.words.title, 'Device models of the repair catalogue, for shop staff');
  return (
    <StaffGate loadingLabel={deviceModels.words.title}>
      {(session) => <CatalogueScreen resource={deviceModels} canEdit={may(session, 'catalogue:write')} />}
    </StaffGate>
  );
}
