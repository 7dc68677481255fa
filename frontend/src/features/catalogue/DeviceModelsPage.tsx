import { usePageMeta } from '../../lib/usePageMeta';
import { DeviceModelsScreen } from './components/DeviceModelsScreen';
import { may } from '../../components/staff/may';
import { StaffGate } from '../../components/staff/StaffGate';
import { CATALOGUE_TEXT } from './text';

/** /admin/device-models: the device models of the repair catalogue (staff only). */
export default function DeviceModelsPage() {
  usePageMeta(CATALOGUE_TEXT.models.title, 'Device models of the repair catalogue, for shop staff');
  return (
    <StaffGate loadingLabel={CATALOGUE_TEXT.models.title}>
      {(session) => <DeviceModelsScreen canEdit={may(session, 'catalogue:write')} />}
    </StaffGate>
  );
}
