import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AdminSessionDto, StaffPermission } from '../../../api/staff';
import { CardGrid } from '../../../components/ui/CardGrid';
import { PageHeading } from '../../../components/ui/PageHeading';
import { paths } from '../../../config/paths';
import { may } from '../../../components/staff/may';
import { useSignOut } from '../../../components/staff/useSignOut';
import { ADMIN_TEXT } from '../text';
import { AppointmentSummary } from './AppointmentSummary';
import { DashboardCard } from './DashboardCard';
import { TodayCounts } from './TodayCounts';
import { FailedSignInsNotice } from './FailedSignInsNotice';
import { MailToFilesNotice } from './MailToFilesNotice';

/**
 * The dashboard of a signed-in staff member (spec 2): three cards labelled Manage or View by what the session may do, and logout; above
 * them today's appointments, and below them the bookings cards (appointments, customers; View for both roles).
 */
export function AdminDashboard({ session }: { session: AdminSessionDto }) {
  const { signOut, signingOut } = useSignOut();
  /** Manage where this staff member may change things, View where they may only look. */
  const label = (permission: StaffPermission) =>
    may(session, permission) ? ADMIN_TEXT.manage : ADMIN_TEXT.view;
  const { cards } = ADMIN_TEXT;
  // The workshop, parts and reports, one tap from the dashboard (issue 32), for who may read them.
  const sections: {
    title: string;
    description: string;
    read: StaffPermission;
    write?: StaffPermission;
    href: string;
  }[] = [
    { ...cards.workshop, read: 'workshop:read', write: 'workshop:write', href: paths.admin.workshop.href() },
    { ...cards.parts, read: 'inventory:read', write: 'inventory:write', href: paths.admin.inventory.href() },
    { ...cards.reports, read: 'reports:read', href: paths.admin.reports.href() },
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
      <Typography sx={{ mt: 3 }} color="text.secondary">
        {ADMIN_TEXT.editorsCan}
      </Typography>
      <Button sx={{ mt: 3 }} variant="outlined" onClick={() => void signOut()} disabled={signingOut}>
        {ADMIN_TEXT.logout}
      </Button>
    </>
  );
}
