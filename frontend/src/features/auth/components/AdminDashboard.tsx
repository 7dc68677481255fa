import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AdminSessionDto, StaffPermission } from '../../../api/staff';
import { CardGrid } from '../../../components/ui/CardGrid';
import { PageHeading } from '../../../components/ui/PageHeading';
import { paths } from '../../../config/paths';
import { may } from '../../../components/staff/may';
import { ADMIN_TEXT } from '../text';
import { AppointmentSummary } from './AppointmentSummary';
import { DashboardCard } from './DashboardCard';
import { TodayCounts } from './TodayCounts';
import { FailedSignInsNotice } from './FailedSignInsNotice';
import { MailToFilesNotice } from './MailToFilesNotice';

/**
 * The dashboard of a signed-in staff member (spec 2): three cards labelled Manage or View by what the
 * session may do; above them the next appointment, today so far and the open work, and below them the
 * bookings cards (appointments, customers, closed days). Signing out is the staff bar's.
 */
export function AdminDashboard({ session }: { session: AdminSessionDto }) {
  /** Manage where this staff member may change things, View where they may only look. */
  const label = (permission: StaffPermission) =>
    may(session, permission) ? ADMIN_TEXT.manage : ADMIN_TEXT.view;
  const { cards } = ADMIN_TEXT;
  // The workshop, parts, cash-up, reports and staff accounts, one tap from the dashboard (issues 32
  // and 41), for who may read them.
  const sections: {
    title: string;
    description: string;
    read: StaffPermission;
    write?: StaffPermission;
    href: string;
  }[] = [
    { ...cards.workshop, read: 'workshop:read', write: 'workshop:write', href: paths.admin.workshop.href() },
    { ...cards.parts, read: 'inventory:read', write: 'inventory:write', href: paths.admin.inventory.href() },
    { ...cards.cashUp, read: 'payments:read', write: 'payments:write', href: paths.admin.cashUp.href() },
    { ...cards.reports, read: 'reports:read', href: paths.admin.reports.href() },
    { ...cards.staff, read: 'staff:read', write: 'staff:write', href: paths.admin.staff.href() },
  ];
  const workshopCards = sections
    .filter((c) => may(session, c.read))
    .map(({ title, description, href, write }) => ({
      title,
      description,
      href,
      label: write ? label(write) : ADMIN_TEXT.view,
    }));

  return (
    <>
      <PageHeading
        title={ADMIN_TEXT.dashboardTitle}
        subtitle={ADMIN_TEXT.signedInAs(session.username, session.role)}
      />
      <FailedSignInsNotice failed={session.failedSignIns} />
      <MailToFilesNotice allowed={may(session, 'outbox:read')} />
      <AppointmentSummary />
      <TodayCounts session={session} />
      {workshopCards.length > 0 ? (
        <Box sx={{ mb: 2 }}>
          <CardGrid label={ADMIN_TEXT.workshopCards}>
            {workshopCards.map((card) => (
              <DashboardCard key={card.href} {...card} />
            ))}
          </CardGrid>
        </Box>
      ) : null}
      <CardGrid label={ADMIN_TEXT.dashboardTitle}>
        <DashboardCard
          title={cards.deviceModels.title}
          description={cards.deviceModels.description}
          label={label('catalogue:write')}
          href={paths.admin.deviceModels.href()}
        />
        <DashboardCard
          title={cards.serviceTypes.title}
          description={cards.serviceTypes.description}
          label={label('service-types:write')}
          href={paths.admin.serviceTypes.href()}
        />
        <DashboardCard
          title={cards.retailPricing.title}
          description={cards.retailPricing.description}
          label={label('prices:write')}
          href={paths.admin.pricing.href()}
        />
      </CardGrid>
      <Box sx={{ mt: 2 }}>
        <CardGrid label={ADMIN_TEXT.bookings}>
          <DashboardCard
            title={cards.appointments.title}
            description={cards.appointments.description}
            label={ADMIN_TEXT.view}
            href={paths.admin.appointments.href()}
          />
          <DashboardCard
            title={cards.customers.title}
            description={cards.customers.description}
            label={ADMIN_TEXT.view}
            href={paths.admin.customers.href()}
          />
          <DashboardCard
            title={cards.closedDays.title}
            description={cards.closedDays.description}
            label={label('closed-days:write')}
            href={paths.admin.closedDays.href()}
          />
        </CardGrid>
      </Box>
      {/* One way to sign out: the staff bar's (issue 41). */}
      <Typography sx={{ mt: 3 }} color="text.secondary">
        {ADMIN_TEXT.roles}
      </Typography>
    </>
  );
}
