import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { type ApiError } from '../../../api';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetReportsQuery } from '../../../api/staff';
import { fieldErrors } from '../../../api/errors';
import { AuthenticationRequired } from '../../../components/staff/AuthenticationRequired';
import { BackToDashboard } from '../../../components/staff/BackToDashboard';
import { PageContainer } from '../../../components/ui/PageContainer';
import { PageHeading } from '../../../components/ui/PageHeading';
import { shop } from '../../../config/shop';
import { dayInZone } from '../../../lib/dates';
import { isReversed } from '../reports';
import { REPORTS_TEXT } from '../text';
import { BookingsFigure } from './BookingsFigure';
import { FinishedFigure } from './FinishedFigure';
import { DepositsHeldFigure, DueAtPickupFigure } from './HeldAndDueFigures';
import { MarginFigure } from './MarginFigure';
import { PaymentsByMethodFigure } from './PaymentsByMethodFigure';
import { QuoteApprovalFigure } from './QuoteApprovalFigure';
import { RangeForm } from './RangeForm';
import { RevenueFigure } from './RevenueFigure';
import { StaleOrdersFigure } from './StaleOrdersFigure';
import { StatesFigure } from './StatesFigure';
import { SummaryStrip } from './SummaryStrip';
import { TaxFigure } from './TaxFigure';
import { TurnaroundFigure } from './TurnaroundFigure';

/** The reports for the range in the address (?from=&to=; the last four weeks without one). */
export function ReportsScreen() {
  const [params, setParams] = useSearchParams();
  const asked = { from: params.get('from') ?? undefined, to: params.get('to') ?? undefined };
  // A reversed range in the address is not asked for: it gets a message, and no figures at all.
  const reversed = isReversed(asked);
  const reports = useGetReportsQuery(reversed ? skipToken : asked, { refetchOnMountOrArgChange: true });
  const error = reports.error as ApiError | undefined;

  // The session ended since the page opened.
  if (error?.status === 401) return <AuthenticationRequired />;
  // Never the previous range's figures under a range that failed (RTK Query keeps the last data).
  const data = reversed || reports.isError ? undefined : reports.data;
  const range = data ? { from: data.from, to: data.to } : null;

  return (
    <PageContainer>
      <BackToDashboard />
      <PageHeading title={REPORTS_TEXT.title} subtitle={REPORTS_TEXT.subtitle} />
      <RangeForm
        key={`${asked.from ?? data?.from ?? ''}-${asked.to ?? data?.to ?? ''}`}
        initial={{ from: asked.from ?? data?.from ?? '', to: asked.to ?? data?.to ?? '' }}
        timeZone={data?.timeZone}
        errors={
          reversed ? { to: REPORTS_TEXT.range.reversed } : error?.status === 400 ? fieldErrors(error) : {}
        }
        busy={reports.isFetching}
        onShow={(next) => setParams({ from: next.from, to: next.to })}
        onToday={() => {
          // Today in the shop's time zone, as every day of the figures.
          const today = dayInZone(new Date(), data?.timeZone ?? shop.timeZone);
          setParams({ from: today, to: today });
        }}
        onReset={() => setParams({})}
      />
      {reports.isLoading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={REPORTS_TEXT.loading} />
        </Box>
      ) : null}
      {reversed ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {REPORTS_TEXT.range.reversed}
        </Alert>
      ) : null}
      {error && error.status !== 400 ? (
        <Typography color="error">{REPORTS_TEXT.loadFailed}</Typography>
      ) : null}
      {data && range ? (
        <Stack spacing={5} sx={{ mt: 2 }} aria-busy={reports.isFetching}>
          <SummaryStrip reports={data} />
          <BookingsFigure days={data.bookingsPerDay} range={range} />
          <FinishedFigure weeks={data.finishedPerWeek} range={range} />
          <RevenueFigure rows={data.revenuePerDay} range={range} />
          <RevenueFigure rows={data.revenuePerWeek} range={range} />
          <PaymentsByMethodFigure methods={data.paymentsByMethod} range={range} />
          <TaxFigure days={data.taxPerDay} weeks={data.taxPerWeek} months={data.taxPerMonth} range={range} />
          <MarginFigure weeks={data.marginPerWeek} range={range} />
          <DepositsHeldFigure held={data.depositsHeld} range={range} />
          <DueAtPickupFigure due={data.dueAtPickup} timeZone={data.timeZone} range={range} />
          <TurnaroundFigure turnaround={data.turnaround} range={range} />
          <QuoteApprovalFigure quotes={data.quoteApproval} range={range} />
          <StatesFigure states={data.ordersByState} range={range} />
          <StaleOrdersFigure orders={data.staleOrders} timeZone={data.timeZone} range={range} />
        </Stack>
      ) : null}
    </PageContainer>
  );
}
