import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RepairOrderDto } from '../../../../api/staff';
import { RepairOrderStatusChip } from '../../../../components/workshop/RepairOrderStatusChip';
import { paths } from '../../../../config/paths';
import { WORKSHOP_TEXT } from '../../text';
import { NoEmailNotice } from './NoEmailNotice';
import { when } from './when';

const TEXT = WORKSHOP_TEXT.order;

/** How the order was opened: from an appointment, as a walk-in or as a warranty claim, and when. */
function OpenedFrom({ order }: { order: RepairOrderDto }) {
  if (order.warrantyOf)
    return (
      <Link href={paths.admin.repairOrder.href(order.warrantyOf)}>
        {TEXT.claimOf(order.warrantyOfReference ?? '')}
      </Link>
    );
  if (order.appointmentId)
    return (
      <Link
        href={`${paths.admin.appointments.href()}?q=${encodeURIComponent(order.appointmentReference ?? '')}`}
      >
        {TEXT.fromAppointmentRef(order.appointmentReference ?? '')}
      </Link>
    );
  return <>{TEXT.walkIn}</>;
}

/** The order page's head: its reference and state, the device, how and when it was opened. */
export function OrderHeading({ order, canEdit }: { order: RepairOrderDto; canEdit: boolean }) {
  return (
    <>
      <Box sx={{ mb: 1 }}>
        <Button variant="text" href={paths.admin.workshop.href()} sx={{ ml: -1 }}>
          Back to Workshop
        </Button>
      </Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h1">{order.reference}</Typography>
        <RepairOrderStatusChip status={order.status} size="medium" />
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {order.deviceLabel} · <OpenedFrom order={order} /> · checked in {when(order.createdAt)}
      </Typography>
      {canEdit ? null : (
        <Alert severity="info" sx={{ mb: 3 }}>
          {WORKSHOP_TEXT.board.readOnly}
        </Alert>
      )}
      <NoEmailNotice order={order} />
    </>
  );
}
