import { useMemo, useState } from 'react';
import { type ApiError } from '../../../api';
import { useSearchParams } from 'react-router-dom';
import { useChangeAppointmentStatusMutation, useListAdminAppointmentsQuery } from '../../../api/staff';
import { notify, notifyFailure } from '../../../components/notify';
import { PageContainer } from '../../../components/ui/PageContainer';
import { shop } from '../../../config/shop';
import type { AppointmentStatus } from '../../../api';
import type { AdminAppointmentDto } from '../../../api/staff';
import { dayInZone } from '../../../lib/dates';
import {
  doneLabel,
  formatDayHeading,
  fullName,
  groupByDay,
  isDateRange,
  isFinalStatus,
  type FinalStatus,
} from '../appointments';
import { fieldErrors as serverFieldErrors } from '../../../api/errors';
import { BACK_OFFICE_TEXT } from '../text';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { AppointmentDayGroup } from './AppointmentDayGroup';
import { AppointmentDetailsDialog } from './AppointmentDetailsDialog';
import { AppointmentFilters, type AppointmentFilterValues } from './AppointmentFilters';
import { AuthenticationRequired } from '../../../components/staff/AuthenticationRequired';
import { StaffPageHeader } from '../../../components/staff/StaffPageHeader';
import { CheckInDialog } from './CheckInDialog';
import { ConfirmStatusDialog } from './ConfirmStatusDialog';
import { ServerPagedList } from '../../../components/staff/ServerPagedList';

const TEXT = BACK_OFFICE_TEXT.appointments;
const EMPTY_FILTERS: AppointmentFilterValues = { search: '', status: '', from: '', to: '' };

/**
 * Keeps keyboard users in place after a status change: the button they pressed is usually gone, so
 * the focus goes to the appointment's first button (Details, which every appointment has).
 */
function keepFocusOn(reference: string): void {
  requestAnimationFrame(() =>
    document.querySelector<HTMLElement>(`[data-reference="${reference}"] button`)?.focus(),
  );
}

/** /admin/appointments for a signed-in staff member: status changes for editors only. */
export function AppointmentsScreen({ canEdit }: { canEdit: boolean }) {
  // ?q= opens on one booking (the repair order's link to its appointment).
  const [searchParams] = useSearchParams();
  const [filters, setFilters] = useState<AppointmentFilterValues>(() => ({
    ...EMPTY_FILTERS,
    search: searchParams.get('q') ?? '',
  }));
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(50);
  const [details, setDetails] = useState<AdminAppointmentDto | null>(null);
  const [asking, setAsking] = useState<{ appointment: AdminAppointmentDto; status: FinalStatus } | null>(
    null,
  );
  const [busyId, setBusyId] = useState<string | null>(null);
  const [checkingIn, setCheckingIn] = useState<AdminAppointmentDto | null>(null);
  const q = useDebouncedValue(filters.search.trim(), 300);
  const rangeError = !isDateRange(filters.from, filters.to);

  // The dates sent: a bad range keeps the last good one (the field says what is wrong).
  const [range, setRange] = useState({ from: '', to: '' });
  const args = useMemo(
    () => ({
      ...(q ? { q } : {}),
      ...(filters.status ? { status: filters.status } : {}),
      ...(range.from ? { from: range.from } : {}),
      ...(range.to ? { to: range.to } : {}),
      page: page + 1,
      pageSize,
    }),
    [q, filters.status, range, page, pageSize],
  );

  const list = useListAdminAppointmentsQuery(args, { refetchOnMountOrArgChange: true });
  const [changeStatus] = useChangeAppointmentStatusMutation();

  // The server checks the dates too (valid days, at most 92 days apart).
  const serverErrors = list.isError ? serverFieldErrors(list.error) : {};
  const dateErrors = rangeError ? { to: TEXT.badRange } : { from: serverErrors.from, to: serverErrors.to };

  const timeZone = list.data?.timeZone ?? shop.timeZone;
  const today = dayInZone(new Date(), timeZone);
  const groups = useMemo(() => groupByDay(list.data?.items ?? []), [list.data]);

  const updateFilters = (changes: Partial<AppointmentFilterValues>) => {
    const next = { ...filters, ...changes };
    // Once a date is chosen, the other end of the range is pinned to what is shown.
    if (list.data && (changes.from || changes.to)) {
      if (!next.from) next.from = list.data.from ?? '';
      if (!next.to) next.to = list.data.to ?? '';
    }
    setFilters(next);
    if (isDateRange(next.from, next.to)) setRange({ from: next.from, to: next.to });
    setPage(0);
  };

  const change = async (appointment: AdminAppointmentDto, status: AppointmentStatus, reason?: string) => {
    setBusyId(appointment.id);
    try {
      await changeStatus({
        id: appointment.id,
        changeAppointmentStatusDto: {
          status,
          expectedStatus: appointment.status,
          ...(reason ? { reason } : {}),
        },
      }).unwrap();
      notify({
        title: doneLabel(status),
        message: `${appointment.reference} · ${fullName(appointment.customer)}`,
      });
      setAsking(null);
    } catch (error) {
      notifyFailure(error, { title: TEXT.changeFailed, message: BACK_OFFICE_TEXT.genericFailure });
      setAsking(null);
      // Someone else may have changed it: show what the server has now.
      void list.refetch();
    } finally {
      setBusyId(null);
      keepFocusOn(appointment.reference);
    }
  };

  // A change the appointment can never come back from is asked first; checking in records the
  // device's intake (a dialog), which makes the repair order.
  const onChange = (appointment: AdminAppointmentDto, status: AppointmentStatus) => {
    if (status === 'checked_in') setCheckingIn(appointment);
    else if (isFinalStatus(status)) setAsking({ appointment, status });
    else void change(appointment, status);
  };

  // The session ended since the page opened.
  if ((list.error as ApiError | undefined)?.status === 401) return <AuthenticationRequired />;

  const data = list.data;
  return (
    <PageContainer>
      <StaffPageHeader text={TEXT} canEdit={canEdit} />
      <AppointmentFilters
        values={filters}
        shownFrom={data?.from ?? ''}
        shownTo={data?.to ?? ''}
        dateErrors={dateErrors}
        onChange={updateFilters}
      />
      <ServerPagedList
        data={data}
        isLoading={list.isLoading}
        isFetching={list.isFetching}
        empty={groups.length === 0}
        text={TEXT}
        onPageChange={setPage}
        onPageSizeChange={setPageSize}
      >
        {groups.map((group) => (
          <AppointmentDayGroup
            key={group.day}
            heading={formatDayHeading(group.day, today)}
            appointments={group.items}
            timeZone={timeZone}
            canEdit={canEdit}
            busyId={busyId}
            onChange={onChange}
            onDetails={setDetails}
          />
        ))}
      </ServerPagedList>
      {details ? (
        <AppointmentDetailsDialog
          id={details.id}
          reference={details.reference}
          timeZone={timeZone}
          today={today}
          onClose={() => setDetails(null)}
        />
      ) : null}
      {asking ? (
        <ConfirmStatusDialog
          appointment={asking.appointment}
          status={asking.status}
          timeZone={timeZone}
          today={today}
          saving={busyId === asking.appointment.id}
          onConfirm={(reason) => void change(asking.appointment, asking.status, reason)}
          onClose={() => setAsking(null)}
        />
      ) : null}
      {checkingIn ? <CheckInDialog appointment={checkingIn} onClose={() => setCheckingIn(null)} /> : null}
    </PageContainer>
  );
}
