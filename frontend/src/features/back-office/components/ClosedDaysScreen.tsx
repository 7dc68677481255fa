import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ApiError } from '../../../api';
import { useCloseDayMutation, useListClosedDaysQuery, useReopenDayMutation } from '../../../api/staff';
import { fieldErrors } from '../../../api/errors';
import { notify, notifyFailure } from '../../../components/notify';
import { AuthenticationRequired } from '../../../components/staff/AuthenticationRequired';
import { StaffPageHeader } from '../../../components/staff/StaffPageHeader';
import { PageContainer } from '../../../components/ui/PageContainer';
import { shop } from '../../../config/shop';
import { dayInZone } from '../../../lib/dates';
import { formatDayDate } from '../appointments';
import { BACK_OFFICE_TEXT } from '../text';
import { ClosedDayCard } from './ClosedDayCard';

const TEXT = BACK_OFFICE_TEXT.closedDays;

/** /admin/closed-days for a signed-in staff member: editors close and open days. */
export function ClosedDaysScreen({ canEdit }: { canEdit: boolean }) {
  const list = useListClosedDaysQuery(undefined, { refetchOnMountOrArgChange: true });
  const [closeDay, closing] = useCloseDayMutation();
  const [reopenDay, reopening] = useReopenDayMutation();
  const [day, setDay] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const timeZone = list.data?.timeZone ?? shop.timeZone;
  const today = dayInZone(new Date(), timeZone);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    try {
      const closed = await closeDay({ createClosedDayDto: { day, reason } }).unwrap();
      notify({
        title: TEXT.closed,
        message: TEXT.closedMessage(formatDayDate(closed.day, today), closed.bookings.length),
      });
      setDay('');
      setReason('');
    } catch (error) {
      const fields = fieldErrors(error);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else notifyFailure(error, { title: TEXT.closeFailed, message: BACK_OFFICE_TEXT.genericFailure });
    }
  };

  const reopen = async (closedDay: string) => {
    try {
      await reopenDay({ day: closedDay }).unwrap();
      notify({ title: TEXT.reopened, message: TEXT.reopenedMessage(formatDayDate(closedDay, today)) });
    } catch (error) {
      notifyFailure(error, { title: TEXT.reopenFailed, message: BACK_OFFICE_TEXT.genericFailure });
    }
  };

  // The session ended since the page opened.
  if ((list.error as ApiError | undefined)?.status === 401) return <AuthenticationRequired />;

  return (
    <PageContainer>
      <StaffPageHeader text={TEXT} canEdit={canEdit} />
      {canEdit ? (
        <Box
          component="form"
          onSubmit={(e) => void submit(e)}
          aria-labelledby="close-day-title"
          noValidate
          sx={{ mb: 4 }}
        >
          <Typography id="close-day-title" variant="h3" component="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
            {TEXT.formTitle}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
            <TextField
              id="closed-day"
              label={TEXT.day}
              type="date"
              required
              value={day}
              onChange={(e) => setDay(e.target.value)}
              error={Boolean(errors.day)}
              helperText={errors.day ?? ' '}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
              sx={{ minWidth: 200, width: { xs: '100%', sm: 'auto' } }}
            />
            <TextField
              id="closed-reason"
              label={TEXT.reason}
              required
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              error={Boolean(errors.reason)}
              helperText={errors.reason ?? TEXT.reasonHelp}
              slotProps={{ htmlInput: { maxLength: 120 } }}
              sx={{ flex: 1, width: { xs: '100%', sm: 'auto' } }}
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={closing.isLoading || !day || !reason.trim()}
              sx={{ minHeight: 56, whiteSpace: 'nowrap', width: { xs: '100%', sm: 'auto' } }}
            >
              {closing.isLoading ? TEXT.closing : TEXT.close}
            </Button>
          </Stack>
        </Box>
      ) : null}
      <Typography variant="h3" component="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {TEXT.list}
      </Typography>
      {list.isLoading ? <CircularProgress aria-label={TEXT.loading} /> : null}
      {list.isError ? <Typography color="error">{BACK_OFFICE_TEXT.loadFailed}</Typography> : null}
      {list.data && list.data.items.length === 0 ? <Typography>{TEXT.none}</Typography> : null}
      <Stack spacing={2}>
        {list.data?.items.map((closedDay) => (
          <ClosedDayCard
            key={closedDay.day}
            closedDay={closedDay}
            timeZone={timeZone}
            today={today}
            canEdit={canEdit}
            busy={reopening.isLoading}
            onReopen={() => void reopen(closedDay.day)}
          />
        ))}
      </Stack>
    </PageContainer>
  );
}
