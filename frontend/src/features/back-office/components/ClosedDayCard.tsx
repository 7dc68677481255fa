import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ClosedDayDto } from '../../../api/staff';
import { formatDayDate, formatPhone, formatShopTime, fullName, mailtoHref, telHref } from '../appointments';
import { BACK_OFFICE_TEXT } from '../text';

const TEXT = BACK_OFFICE_TEXT.closedDays;

export interface ClosedDayCardProps {
  closedDay: ClosedDayDto;
  timeZone: string;
  today: string;
  canEdit: boolean;
  busy: boolean;
  onReopen: () => void;
}

/** One closed day: the reason, who closed it, and each booking on it with a way to call. */
export function ClosedDayCard({ closedDay, timeZone, today, canEdit, busy, onReopen }: ClosedDayCardProps) {
  const date = formatDayDate(closedDay.day, today);
  const headingId = `closed-${closedDay.day}`;
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} aria-labelledby={headingId}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 1 }}
      >
        <div>
          <Typography id={headingId} variant="h3" component="h2" sx={{ fontSize: '1.25rem' }}>
            {date}: {closedDay.reason}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {TEXT.closedBy(closedDay.createdBy)}
          </Typography>
        </div>
        {canEdit ? (
          <Button
            variant="outlined"
            size="small"
            onClick={onReopen}
            disabled={busy}
            aria-label={TEXT.reopenDay(date)}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
          >
            {TEXT.reopen}
          </Button>
        ) : null}
      </Stack>
      {closedDay.bookings.length === 0 ? (
        <Typography color="text.secondary">{TEXT.noBookings}</Typography>
      ) : (
        <>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 1 }}>
            {TEXT.toCall(closedDay.bookings.length)}
          </Typography>
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
            {closedDay.bookings.map((b) => (
              <Stack
                component="li"
                key={b.id}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={{ xs: 0, sm: 2 }}
                sx={{ flexWrap: 'wrap', py: 1, borderTop: 1, borderColor: 'divider' }}
              >
                <Typography sx={{ fontWeight: 700, minWidth: 80 }}>
                  {formatShopTime(b.startsAt, timeZone)}
                </Typography>
                <Typography sx={{ minWidth: 160 }}>
                  {fullName(b.customer)} · {b.reference}
                </Typography>
                <Link href={telHref(b.customer.phone)}>{formatPhone(b.customer.phone)}</Link>
                <Link href={mailtoHref(b.customer.email)} sx={{ overflowWrap: 'anywhere' }}>
                  {b.customer.email}
                </Link>
                <Typography color="text.secondary">{b.device}</Typography>
              </Stack>
            ))}
          </Stack>
        </>
      )}
    </Paper>
  );
}
