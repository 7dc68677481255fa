import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AdminAppointmentDetailDto } from '../../../api/staff';
import {
  formatDayDate,
  formatShopDateTime,
  formatShopTime,
  fullName,
  mailtoHref,
  statusLabel,
  formatPhone,
  telHref,
} from '../appointments';
import { BACK_OFFICE_TEXT } from '../text';
import { AppointmentStatusChip } from './AppointmentStatusChip';
import { formatCents } from '../../../lib/money';

/** Money in the appointment's figures: always with cents. */

const TEXT = BACK_OFFICE_TEXT.appointments;

export interface AppointmentDetailsProps {
  appointment: AdminAppointmentDetailDto;
  timeZone: string;
  today: string;
}

/** Everything about one appointment: contact, device, money, notes and its status history. */
export function AppointmentDetails({ appointment: a, timeZone, today }: AppointmentDetailsProps) {
  const name = fullName(a.customer);
  return (
    <>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
          columnGap: 2,
          rowGap: { xs: 0, sm: 1 },
          '& dt': { color: 'text.secondary', mt: { xs: 1, sm: 0 } },
          '& dd': { m: 0, overflowWrap: 'anywhere' },
        }}
      >
        <dt>{BACK_OFFICE_TEXT.appointments.status}</dt>
        <dd>
          <AppointmentStatusChip status={a.status} />
        </dd>
        <dt>{TEXT.customer}</dt>
        <dd>
          {name} · <Link href={telHref(a.customer.phone)}>{formatPhone(a.customer.phone)}</Link> ·{' '}
          <Link href={mailtoHref(a.customer.email)}>{a.customer.email}</Link>
        </dd>
        <dt>{TEXT.when}</dt>
        <dd>
          {formatDayDate(a.day, today)}, {formatShopTime(a.startsAt, timeZone)} –{' '}
          {formatShopTime(a.endsAt, timeZone)}
        </dd>
        <dt>{TEXT.device}</dt>
        <dd>
          {a.device.brand} {a.device.model}
        </dd>
        <dt>{TEXT.services}</dt>
        <dd>
          {a.services.length === 0 ? (
            TEXT.noServices
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {a.services.map((s) => (
                <li key={s.name}>
                  {s.name}: {formatCents(s.priceCents)}
                </li>
              ))}
            </Box>
          )}
        </dd>
        <dt>{TEXT.total}</dt>
        <dd>
          {TEXT.estimate} {formatCents(a.estimateCents)} − {TEXT.discount.toLowerCase()}{' '}
          {formatCents(a.discountCents)} = <strong>{formatCents(a.totalCents)}</strong>
        </dd>
        <dt>{TEXT.created}</dt>
        <dd>{formatShopDateTime(a.createdAt, timeZone)}</dd>
        {a.cancelledAt ? (
          <>
            <dt>{TEXT.cancelledAt}</dt>
            <dd>{formatShopDateTime(a.cancelledAt, timeZone)}</dd>
          </>
        ) : null}
        <dt>{TEXT.notes}</dt>
        <dd style={{ whiteSpace: 'pre-line' }}>{a.notes?.trim() ? a.notes : TEXT.noNotes}</dd>
      </Box>
      <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
        {TEXT.history}
      </Typography>
      {a.history.length === 0 ? (
        <Typography color="text.secondary">{TEXT.noHistory}</Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
          {a.history.map((h) => (
            <li key={`${h.changedAt}-${h.toStatus}`}>
              <strong>
                {h.fromStatus
                  ? TEXT.historyEntry(statusLabel(h.fromStatus), statusLabel(h.toStatus))
                  : statusLabel(h.toStatus)}
              </strong>{' '}
              {TEXT.by(h.changedBy)},{' '}
              <time dateTime={h.changedAt}>{formatShopDateTime(h.changedAt, timeZone)}</time>
              {h.note ? <Box sx={{ color: 'text.secondary' }}>{TEXT.reason(h.note)}</Box> : null}
            </li>
          ))}
        </Box>
      )}
    </>
  );
}
