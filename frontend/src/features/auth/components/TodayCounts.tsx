import type { ReactNode } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  useGetAdminAppointmentSummaryQuery,
  useGetTodayQuery,
  useListPartsQuery,
  useListRepairOrdersQuery,
  type AdminSessionDto,
} from '../../../api/staff';
import { may } from '../../../components/staff/may';
import { REPAIR_ORDER_STATUS_LABEL } from '../../../components/workshop/repairOrderStatus';
import { paths } from '../../../config/paths';
import { formatCents } from '../../../lib/money';
import { ADMIN_TEXT } from '../text';

const TEXT = ADMIN_TEXT.today;
const POLL_MS = 60_000;

interface Count {
  label: string;
  /** The figure shown big: a count or an amount; undefined while loading. */
  value: number | string | undefined;
  href: string;
  /** Needs the staff's attention when above 0 (stuck orders, parts to reorder). */
  warn?: boolean;
  /** A line under the label (the takings by method). */
  detail?: string;
}

/** One region of tiles, each a link to its list. */
function Tiles({ id, title, counts }: { id: string; title: string; counts: Count[] }): ReactNode {
  if (counts.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 3 }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
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
            md: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        {counts.map((count) => {
          const attention = count.warn && typeof count.value === 'number' && count.value > 0;
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
                  {count.detail ? (
                    <Box component="span" sx={{ display: 'block', fontSize: '0.8125rem', mt: 0.5 }}>
                      {count.detail}
                    </Box>
                  ) : null}
                </CardActionArea>
              </Paper>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

/**
 * The shop's day on the dashboard (issues 32 and 41): today so far (appointments, check-ins,
 * pickups, money taken by method) and the open work now (each state of the workshop, orders
 * unchanged for 3 days or more, parts low on stock). Each figure opens its list; refreshed every
 * minute and after a payment or a move; a figure the staff member may not read is left out.
 */
export function TodayCounts({ session }: { session: AdminSessionDto }) {
  const workshop = may(session, 'workshop:read');
  const inventory = may(session, 'inventory:read');
  const appointments = may(session, 'appointments:read');
  const figures = may(session, 'reports:read');
  const summary = useGetAdminAppointmentSummaryQuery(appointments ? undefined : skipToken, {
    pollingInterval: POLL_MS,
  });
  const today = useGetTodayQuery(figures ? undefined : skipToken, {
    refetchOnMountOrArgChange: true,
    pollingInterval: POLL_MS,
  });
  const stale = useListRepairOrdersQuery(workshop ? { scope: 'stale', page: 1, pageSize: 1 } : skipToken, {
    refetchOnMountOrArgChange: true,
    pollingInterval: POLL_MS,
  }).data?.total;
  const parts = useListPartsQuery(inventory ? undefined : skipToken, {
    refetchOnMountOrArgChange: true,
    pollingInterval: POLL_MS,
  });
  const low = parts.data?.items.filter((p) => p.lowStock && !p.retiredAt).length;
  const day = today.data;

  const soFar: Count[] = [
    ...(appointments
      ? [{ label: TEXT.appointments, value: summary.data?.todayCount, href: paths.admin.appointments.href() }]
      : []),
    ...(figures && workshop
      ? [
          { label: TEXT.checkIns, value: day?.checkIns, href: paths.admin.workshop.href() },
          { label: TEXT.pickups, value: day?.pickups, href: paths.admin.workshop.href('closed') },
        ]
      : []),
    ...(figures && may(session, 'payments:read')
      ? [
          {
            label: TEXT.taken,
            value: day ? formatCents(day.takingsCents) : undefined,
            href: paths.admin.cashUp.href(),
            detail: day
              ? day.takingsByMethod.length === 0
                ? TEXT.nothingTaken
                : day.takingsByMethod
                    .map((m) => `${TEXT.method(m.key)} ${formatCents(m.netCents)}`)
                    .join(' · ')
              : undefined,
          },
        ]
      : []),
  ];
  const open: Count[] = [
    ...(figures && workshop
      ? (day?.openByState ?? []).map((s) => ({
          label: REPAIR_ORDER_STATUS_LABEL[s.status],
          value: s.orders,
          href: paths.admin.workshop.href(s.status),
        }))
      : []),
    ...(workshop
      ? [{ label: TEXT.stale, value: stale, href: paths.admin.workshop.href('stale'), warn: true }]
      : []),
    ...(inventory
      ? [{ label: TEXT.lowStock, value: low, href: paths.admin.inventory.href('low'), warn: true }]
      : []),
  ];

  return (
    <>
      <Tiles id="today-so-far-title" title={TEXT.title} counts={soFar} />
      <Tiles id="open-work-title" title={TEXT.openWork} counts={open} />
    </>
  );
}
