import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RepairOrderDto } from '../../../../api/staff';
import { Section } from '../../../../components/ui/Section';
import { RepairOrderStatusChip } from '../../../../components/workshop/RepairOrderStatusChip';
import { paths } from '../../../../config/paths';
import { WORKSHOP_TEXT } from '../../text';
import { WarrantyClaimDialog } from '../WarrantyClaimDialog';
import { when } from './when';

const TEXT = WORKSHOP_TEXT.order;

/**
 * The services a warranty claim may name: those performed and charged for (the order's charges),
 * still in the catalogue, with a warranty.
 */
export const claimable = (order: RepairOrderDto) =>
  order.charges.flatMap((c) =>
    c.kind === 'service' && c.serviceTypeId && c.warrantyDays > 0
      ? [{ serviceTypeId: c.serviceTypeId, name: c.description, warrantyDays: c.warrantyDays }]
      : [],
  );

/** The claims made on an original order, each a link to its order with its state. */
function WarrantyClaims({ order }: { order: RepairOrderDto }) {
  if (order.warrantyClaims.length === 0)
    return <Typography color="text.secondary">{TEXT.noClaims}</Typography>;
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {order.warrantyClaims.map((c) => (
        <Stack
          component="li"
          key={c.id}
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Link href={paths.admin.repairOrder.href(c.id)}>{c.reference}</Link>
          <RepairOrderStatusChip status={c.status} />
          <Typography variant="body2" color="text.secondary">
            {c.serviceName ?? ''} · {when(c.createdAt)}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * Warranty claims: the orders opened as claims on this one, and (an editor, on a picked-up order
 * with a service under warranty) opening a new one.
 */
export function WarrantyClaimsSection({ order, canEdit }: { order: RepairOrderDto; canEdit: boolean }) {
  const [asking, setAsking] = useState(false);
  const services = claimable(order);
  const canClaim = canEdit && order.status === 'picked_up' && services.length > 0;
  if (order.warrantyClaims.length === 0 && !canClaim) return null;
  return (
    <Section title={TEXT.claims}>
      <Stack spacing={2}>
        <WarrantyClaims order={order} />
        {canClaim ? (
          <Box>
            <Button variant="outlined" onClick={() => setAsking(true)}>
              {TEXT.claim}
            </Button>
          </Box>
        ) : null}
      </Stack>
      {asking ? (
        <WarrantyClaimDialog order={order} services={services} onClose={() => setAsking(false)} />
      ) : null}
    </Section>
  );
}
