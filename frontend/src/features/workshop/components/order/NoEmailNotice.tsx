import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { RepairOrderDto } from '../../../../api/staff';
import { paths } from '../../../../config/paths';
import { formatPhone, telHref } from '../../../../lib/format';
import { WORKSHOP_TEXT } from '../../text';

const TEXT = WORKSHOP_TEXT.order.noEmail;

/**
 * An open order whose customer gave a phone only (issue 41): said plainly at the top, with the
 * number to call, because nothing about the order is e-mailed to them (no check-in receipt, quote,
 * ready or receipt e-mail) until their record gets an address.
 */
export function NoEmailNotice({ order }: { order: RepairOrderDto }) {
  const { customer } = order;
  if (customer.email || !customer.phone || ['picked_up', 'cancelled'].includes(order.status)) return null;
  return (
    <Alert severity="warning" sx={{ mb: 3 }}>
      <AlertTitle>
        {TEXT.title}{' '}
        <Link href={telHref(customer.phone)} sx={{ whiteSpace: 'nowrap' }}>
          {formatPhone(customer.phone)}
        </Link>
      </AlertTitle>
      <Typography variant="body2">
        {TEXT.message}{' '}
        {customer.recordId ? (
          <Link href={paths.admin.customer.href(customer.recordId)}>{TEXT.openRecord}</Link>
        ) : null}
      </Typography>
    </Alert>
  );
}
