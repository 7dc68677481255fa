import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useGetRepairOrderQuery } from '../../../api/staff';
import { RecordLoadState, recordUnavailable } from '../../../components/staff/RecordLoadState';
import { PageContainer } from '../../../components/ui/PageContainer';
import { paths } from '../../../config/paths';
import { metaOf } from '../../../config/routeMeta';
import { usePageMeta } from '../../../lib/usePageMeta';
import { WORKSHOP_TEXT } from '../text';
import { RepairOrderQuotes } from '../quotes/RepairOrderQuotes';
import { ChargesSection } from './order/ChargesSection';
import { CustomerSection } from './order/CustomerSection';
import { HistorySection } from './order/HistorySection';
import { IntakeSection } from './order/IntakeSection';
import { OrderHeading } from './order/OrderHeading';
import { PasscodeSection } from './order/PasscodeSection';
import { PhotosSection } from './order/PhotosSection';
import { SignaturesSection } from './order/SignaturesSection';
import { StatusSection } from './order/StatusSection';
import { WarrantyClaimsSection } from './order/WarrantyClaimsSection';
import { OrderEmailsSection } from './OrderEmailsSection';
import { OrderPartsSection } from './OrderPartsSection';
import { PaymentsSection } from './PaymentsSection';

const TEXT = WORKSHOP_TEXT.order;
const LOAD_STATE = {
  notFound: {
    title: TEXT.notFound,
    message: TEXT.notFoundMessage,
    back: { label: WORKSHOP_TEXT.board.title, href: paths.admin.workshop.href() },
  },
  loadingLabel: 'Loading the repair order',
  loadFailed: 'The repair order could not be loaded.',
};

/**
 * One repair order for staff. How it was opened (order/OrderHeading, IntakeSection and the
 * warranty claims opened on it) around the work on it: its state (order/StatusSection), payments,
 * quote, customer and money, parts, photos, history and e-mails. Editors act on it; `canPickParts`: the
 * quote editor offers the inventory's parts (the staff member may see them).
 */
export function RepairOrderScreen({
  id,
  canEdit,
  canPickParts,
  canTakeMoney = false,
  canTakePhotos = false,
  canManagePasscode = false,
}: {
  id: string;
  canEdit: boolean;
  canPickParts: boolean;
  /** An editor takes, shares and deletes photos (photos:write); viewers see them. */
  canTakePhotos?: boolean;
  /** An editor records and reveals the device's passcode (passcodes:manage); viewers never see the card. */
  canManagePasscode?: boolean;
  /** An editor takes money at the counter (payments:write); viewers read it. */
  canTakeMoney?: boolean;
}) {
  const query = useGetRepairOrderQuery({ id }, { refetchOnMountOrArgChange: true });
  const order = query.data;
  usePageMeta(
    order ? `${order.reference} · ${order.deviceLabel}` : metaOf('admin.repairOrder').title,
    'A repair order',
  );
  if (!order || recordUnavailable(query.error))
    return <RecordLoadState error={query.error} isError={query.isError} {...LOAD_STATE} />;

  const closed = ['picked_up', 'cancelled'].includes(order.status);
  return (
    <PageContainer>
      <OrderHeading order={order} canEdit={canEdit} />
      <Stack spacing={2}>
        {canEdit ? (
          <StatusSection order={order} canTakeMoney={canTakeMoney} onStale={() => void query.refetch()} />
        ) : null}
        <PaymentsSection orderId={order.id} canTakeMoney={canTakeMoney} />
        <RepairOrderQuotes
          orderId={order.id}
          deviceModel={order.deviceModel}
          deviceModelId={order.deviceModelId}
          canEdit={canEdit}
          canPickParts={canPickParts}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <CustomerSection order={order} canEdit={canEdit} closed={closed} />
          <ChargesSection order={order} canEdit={canEdit} closed={closed} />
        </Box>
        <OrderPartsSection
          orderId={order.id}
          deviceModelId={order.deviceModelId}
          status={order.status}
          canEdit={canEdit}
        />
        <IntakeSection order={order} />
        <SignaturesSection order={order} canEdit={canEdit} />
        <PhotosSection order={order} canEdit={canTakePhotos} />
        {canManagePasscode ? <PasscodeSection orderId={order.id} /> : null}
        <HistorySection order={order} canEdit={canEdit} />
        <OrderEmailsSection orderId={order.id} customer={order.customer} canEdit={canEdit} closed={closed} />
        <WarrantyClaimsSection order={order} canEdit={canEdit} />
      </Stack>
    </PageContainer>
  );
}
