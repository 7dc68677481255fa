import { skipToken } from '@reduxjs/toolkit/query';
import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  useGetAdminAppointmentSummaryQuery,
  useListPartsQuery,
  useListRepairOrdersQuery,
  type AdminSessionDto,
  type ListRepairOrdersApiArg,
} from '../../../api/staff';
import { may } from '../../../components/staff/may';
import { paths } from '../../../config/paths';
import { ADMIN_TEXT } from '../text';

const TEXT = ADMIN_TEXT.today;
const POLL_MS = 60_000;

/** How many orders a board view holds (one row asked for: the answer's total is the count). */
function useOrderCount(view: Pick<ListRepairOrdersApiArg, 'scope' | 'status'>, allowed: boolean) {
  const list = useListRepairOrdersQuery(allowed ? { ...view, page: 1, pageSize: 1 } : skipToken, {
    refetchOnMountOrArgChange: true,
    pollingInterval: POLL_MS,
  });
  return list.data?.total;
}

interface Count {
  label: string;
  value: number | undefined;
  href: string;
  /** Needs the staff's attention when above 0 (stuck orders, parts to reorder). */
  warn?: boolean;
}

/**
 * The shop's day on the dashboard (issue 32): today's appointments, orders ready for pickup,
 * waiting for parts, unchanged for 3 days or more, parts low on stock; each count opens its list.
 * Counts come from the lists themselves (their totals), refreshed every minute; a count the staff
 * member may not read is left out.
 */
export function TodayCounts({ session }: { session: AdminSessionDto }) {
  const workshop = may(session, 'workshop:read');
  const inventory = may(session, 'inventory:read');
  const appointments = may(session, 'appointments:read');
  const summary = useGetAdminAppointmentSummaryQuery(appointments ? undefined : skipToken, {
    pollingInterval: POLL_MS,
  });
  const ready = useOrderCount({ status: 'ready' }, workshop);
  const waiting = useOrderCount({ status: 'waiting_parts' }, workshop);
  const stale = useOrderCount({ scope: 'stale' }, workshop);
  const parts = useListPartsQuery(inventory ? undefined : skipToken, {
    refetchOnMountOrArgChange: true,
    pollingInterval: POLL_MS,
  });
  const low = parts.data?.items.filter((p) => p.lowStock && !p.retiredAt).length;

  const counts: Count[] = [
    ...(appointments
      ? [{ label: TEXT.appointments, value: summary.data?.todayCount, href: paths.admin.appointments.href() }]
      : []),
    ...(workshop
      ? [
          { label: TEXT.ready, value: ready, href: paths.admin.workshop.href('ready') },
          { label: TEXT.waitingParts, value: waiting, href: paths.admin.workshop.href('waiting_parts') },
          { label: TEXT.stale, value: stale, href: paths.admin.workshop.href('stale'), warn: true },
        ]
      : []),
    ...(inventory
      ? [{ label: TEXT.lowStock, value: low, href: paths.admin.inventory.href('low'), warn: true }]
      : []),
  ];
  if (counts.length === 0) return null;

  return (
    <Box component="section" aria-labelledby="today-counts-title" sx={{ mb: 3 }}>
      <Typography id="today-counts-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {TEXT.title}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(3, minmax(0, 1fr))',
            md: 'repeat(5, minmax(0, 1fr))',
          },
        }}
      >
        {counts.map((count) => {
          const attention = count.warn && (count.value ?? 0) > 0;
          return (
            <li key={count.label}>
              <Paper
                variant="outlined"
                sx={{
                  height: '100%',
                  borderColor: attention ? 'warning.main' : undefined,
                  borderWidth: attention ? 2 : 1,
                }}
              >
                <CardActionArea href={count.href} sx={{ p: 1.5, height: '100%' }}>
                  <Box
                    component="span"
                    aria-hidden={count.value === undefined || undefined}
                    sx={{ display: 'block', fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.2 }}
                  >
                    {count.value ?? '…'}
                  </Box>
                  <Box
                    component="span"
                    sx={{ display: 'block', color: 'text.secondary', fontSize: '0.875rem' }}
                  >
                    {count.label}
                  </Box>
                </CardActionArea>
              </Paper>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
