import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AppointmentStatus } from '../../../api';
import type { AdminAppointmentDto } from '../../../api/staff';
import { formatPhone, formatShopTime, fullName, mailtoHref, telHref } from '../appointments';
import { BACK_OFFICE_TEXT } from '../text';
import { AppointmentActions } from './AppointmentActions';
import { AppointmentStatusChip } from './AppointmentStatusChip';
import { formatCents } from '../../../lib/money';
import { paths } from '../../../config/paths';

/** Money in the appointment's figures: always with cents. */

const TEXT = BACK_OFFICE_TEXT.appointments;

export interface AppointmentCardProps {
  appointment: AdminAppointmentDto;
  timeZone: string;
  canEdit: boolean;
  busy: boolean;
  onChange: (appointment: AdminAppointmentDto, toStatus: AppointmentStatus) => void;
  onDetails: (appointment: AdminAppointmentDto) => void;
}

/** One appointment (a list item): time, reference, customer and contact, device, services, money, status. */
export function AppointmentCard({
  appointment: a,
  timeZone,
  canEdit,
  busy,
  onChange,
  onDetails,
}: AppointmentCardProps) {
  const name = fullName(a.customer);
  const services = a.services.map((s) => `${s.name} (${formatCents(s.priceCents)})`).join(', ');
  return (
    <Paper
      component="li"
      variant="outlined"
      data-reference={a.reference}
      sx={{
        p: 2,
        display: 'grid',
        gap: { xs: 1.5, md: 2 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1.2fr) minmax(0, 1.5fr) minmax(0, 1fr)' },
        ...(a.status === 'cancelled' ? { bgcolor: 'action.hover' } : {}),
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h3">
            {formatShopTime(a.startsAt, timeZone)} · {a.reference}
          </Typography>
          <AppointmentStatusChip status={a.status} />
        </Stack>
        <Typography sx={{ fontWeight: 600, mt: 0.5 }}>{name}</Typography>
        <Stack spacing={0.25} sx={{ overflowWrap: 'anywhere' }}>
          <Link
            href={telHref(a.customer.phone)}
            aria-label={`${TEXT.call(name)}: ${formatPhone(a.customer.phone)}`}
          >
            {formatPhone(a.customer.phone)}
          </Link>
          <Link href={mailtoHref(a.customer.email)} aria-label={`${TEXT.email(name)}: ${a.customer.email}`}>
            {a.customer.email}
          </Link>
        </Stack>
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2">
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {TEXT.device}:{' '}
          </Box>
          {a.device.brand} {a.device.model}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {TEXT.services}:{' '}
          </Box>
          {services || TEXT.noServices}
        </Typography>
        {a.repairOrderId ? (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {TEXT.repairOrder}:{' '}
            </Box>
            <Link href={paths.admin.repairOrder.href(a.repairOrderId)}>{a.repairOrderReference}</Link>
          </Typography>
        ) : null}
        <Box
          component="dl"
          sx={{
            m: 0,
            mt: 1,
            display: 'grid',
            gridTemplateColumns: 'auto auto auto',
            gridAutoFlow: 'column',
            gridTemplateRows: 'auto auto',
            columnGap: 2,
            justifyContent: 'start',
            '& dt': { color: 'text.secondary', fontSize: '0.8rem' },
            '& dd': { m: 0, fontWeight: 600 },
          }}
        >
          <dt>{TEXT.estimate}</dt>
          <dd>{formatCents(a.estimateCents)}</dd>
          <dt>{TEXT.discount}</dt>
          <dd>{formatCents(-a.discountCents)}</dd>
          <dt>{TEXT.total}</dt>
          <dd>{formatCents(a.totalCents)}</dd>
        </Box>
      </Box>
      <Box sx={{ minWidth: 0, alignSelf: { md: 'center' } }}>
        <AppointmentActions
          reference={a.reference}
          allowed={a.allowedTransitions}
          canEdit={canEdit}
          busy={busy}
          onChange={(status) => onChange(a, status)}
          onDetails={() => onDetails(a)}
        />
      </Box>
    </Paper>
  );
}
