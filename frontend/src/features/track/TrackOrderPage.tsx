import { lazy, Suspense } from 'react';
import { useMatch, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetRepairTrackingQuery, type ApiError, type TrackingDto } from '../../api/track';
import { FactList } from '../../components/ui/FactList';
import { PageLoader } from '../../components/layout/PageLoader';
import { NotFoundState } from '../../components/ui/NotFoundState';
import { PageContainer } from '../../components/ui/PageContainer';
import { Section } from '../../components/ui/Section';
import { REPAIR_ORDER_STATUS_LABEL } from '../../components/workshop/repairOrderStatus';
import { paths } from '../../config/paths';
import { shop } from '../../config/shop';
import { formatDateTime } from '../../lib/dates';
import { formatCents } from '../../lib/money';
import { mailtoHref, telHref } from '../../lib/format';
import { usePageMeta } from '../../lib/usePageMeta';
import { STATUS_SENTENCE, TRACK_TEXT } from './text';
import { TrackPasscode } from './TrackPasscode';
import { TrackPhotos } from './TrackPhotos';
import { TrackSignNotice } from './TrackSignNotice';
import { QuoteLinesTable } from '../../components/workshop/QuoteLinesTable';

// The quote and its approve/decline dialogs load only for an order that has a quote (most look-ups
// have none, and a wrong link has no order at all).
const TrackQuote = lazy(() => import('./TrackQuote').then((m) => ({ default: m.TrackQuote })));
// The signing screen (/track/<token>/sign, intake spec 2) loads only there.
const TrackSign = lazy(() => import('./TrackSign'));

const TEXT = TRACK_TEXT.order;
const when = (iso: string) => formatDateTime(iso, shop.timeZone);

/**
 * The bill is shown once the customer has seen amounts: a quote they answered, or a shop that shows
 * its prices (spec 9: while prices are hidden, the booked services' prices are not shown either).
 */
const showsBill = (tracking: TrackingDto) =>
  !waitsForAnswer(tracking) &&
  (shop.customerPrices === 'shown' ||
    tracking.quote?.status === 'approved' ||
    tracking.quote?.status === 'declined');

/**
 * A quote waiting for the customer's answer (issue 39 item 2): its figure is the one they will
 * pay, so the page shows no other total (the services booked are no longer what they agree to).
 */
const waitsForAnswer = (tracking: TrackingDto) =>
  tracking.quote?.status === 'pending' && !tracking.quote.expired;

function Tracking({ token, tracking }: { token: string; tracking: TrackingDto }) {
  usePageMeta(TEXT.heading(tracking.reference), `The status of your ${tracking.deviceLabel} repair.`);
  const { shop: contact, bill } = tracking;
  const quoteToAnswer = waitsForAnswer(tracking) ? tracking.quote : null;
  return (
    <Stack spacing={2}>
      <Typography variant="h1">
        {TEXT.headingLead}{' '}
        {/* The reference never breaks at its dash ("RO-" / "ED7NSX") on a narrow phone. */}
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {tracking.reference}
        </Box>
      </Typography>
      <TrackSignNotice token={token} status={tracking.status} />
      <Section title={TEXT.status}>
        <Typography sx={{ fontSize: '1.75rem', fontWeight: 700 }} data-testid="track-status">
          {REPAIR_ORDER_STATUS_LABEL[tracking.status]}
        </Typography>
        <Typography sx={{ mt: 0.5, mb: 2 }}>{STATUS_SENTENCE[tracking.status]}</Typography>
        <FactList
          rows={[
            [TEXT.device, tracking.deviceLabel],
            [TEXT.services, tracking.services.join(', ')],
            ...(tracking.estimatedReadyAt
              ? [[TEXT.estimatedReady, when(tracking.estimatedReadyAt)] as const]
              : []),
          ]}
        />
      </Section>
      {tracking.quote ? (
        <Suspense fallback={null}>
          <TrackQuote token={token} quote={tracking.quote} />
        </Suspense>
      ) : null}
      {showsBill(tracking) ? (
        <Section title={TEXT.bill}>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {TEXT.billNote}
          </Typography>
          <QuoteLinesTable
            label={TEXT.bill}
            lines={tracking.bill.lines}
            discountCents={tracking.bill.discountCents}
            totalCents={tracking.bill.totalCents}
            totalTestId="bill-total"
          />
        </Section>
      ) : null}
      {bill.paidCents !== 0 ||
      bill.depositRequestedCents ||
      ['ready', 'picked_up'].includes(tracking.status) ? (
        <Section title={TEXT.payment}>
          <FactList
            rows={[
              // While a quote waits for an answer, its figure (the same as above), and no due yet.
              quoteToAnswer
                ? [TEXT.quoteTotal, formatCents(quoteToAnswer.totalCents)]
                : [TEXT.total, formatCents(bill.totalCents)],
              // Counter spec 2: the deposit asked before the work, and what of it is still to pay.
              ...(bill.depositRequestedCents
                ? [
                    [TEXT.depositAsked, formatCents(bill.depositRequestedCents)] as const,
                    ...(bill.depositDueCents > 0
                      ? [
                          [
                            TEXT.depositDue,
                            <strong key="deposit" data-testid="track-deposit-due">
                              {formatCents(bill.depositDueCents)}
                            </strong>,
                          ] as const,
                        ]
                      : []),
                  ]
                : []),
              // Counter spec 3: a credit note lowers what the repair charges.
              ...(bill.creditedCents ? [[TEXT.credited, formatCents(-bill.creditedCents)] as const] : []),
              [TEXT.paid, formatCents(bill.paidCents)],
              ...(quoteToAnswer
                ? []
                : [
                    [
                      TEXT.due,
                      <strong key="due" data-testid="track-due">
                        {formatCents(Math.max(0, tracking.bill.dueCents))}
                      </strong>,
                    ] as const,
                  ]),
            ]}
          />
          {tracking.status === 'picked_up' ? (
            <Button variant="outlined" href={paths.track.receipt.href(token)} sx={{ mt: 2 }}>
              {TEXT.receipt}
            </Button>
          ) : null}
        </Section>
      ) : null}
      <Section title={TEXT.timeline}>
        <Box component="ol" sx={{ m: 0, pl: 2.5 }} data-testid="track-timeline">
          {tracking.timeline.map((entry, i) => (
            // The state, and when below it: on a phone a line "state · date" broke after its dot.
            <Box component="li" key={i} sx={{ mb: 1 }}>
              <Typography sx={{ fontWeight: 700 }}>{REPAIR_ORDER_STATUS_LABEL[entry.status]}</Typography>
              <Typography variant="body2" color="text.secondary">
                <time dateTime={entry.at}>{when(entry.at)}</time>
              </Typography>
            </Box>
          ))}
        </Box>
      </Section>
      <TrackPhotos token={token} />
      <TrackPasscode token={token} />
      <Section title={TEXT.contact}>
        <Typography sx={{ fontWeight: 600 }}>{contact.name}</Typography>
        {/* A line each: side by side, the e-mail broke onto a line of its own after a dangling dot on a phone. */}
        <Typography>
          <Link href={telHref(contact.phone)}>{contact.phone}</Link>
        </Typography>
        <Typography>
          <Link href={mailtoHref(contact.email)}>{contact.email}</Link>
        </Typography>
        <Typography sx={{ mb: 1.5 }}>{contact.address}</Typography>
        <FactList rows={contact.hours.map((h) => [h.days, h.hours] as const)} />
      </Section>
    </Stack>
  );
}

/**
 * An answer this young (the one the server rendered the page with, put in the store before the
 * page hydrates) is shown as it is; an older one is fetched again when the page mounts, so that a
 * customer coming back to the page sees the current state.
 */
const FRESH_SECONDS = 60;

/**
 * /track/<token>: the customer's view of one repair (workshop spec 2): its state and timeline, the
 * device, the estimated ready time, the shop's contact; never notes, staff names or prices. An
 * unknown or expired link shows one not-found page. The server renders it with the tracking
 * (config/paths.ts); the store then holds that answer, or an answer without data for a token the
 * API does not know.
 */
export default function TrackOrderPage() {
  const signing = useMatch(paths.track.sign.pattern) !== null;
  return signing ? (
    <Suspense fallback={<PageLoader />}>
      <TrackSign />
    </Suspense>
  ) : (
    <TrackOrder />
  );
}

function TrackOrder() {
  const { token = '' } = useParams();
  const query = useGetRepairTrackingQuery({ token }, { refetchOnMountOrArgChange: FRESH_SECONDS });
  const status = (query.error as ApiError | undefined)?.status;
  return (
    // As tall as the shell's loading indicator: a short answer (not found) never pulls the footer up.
    <Box sx={{ minHeight: '100vh' }}>
      <PageContainer>
        {query.data ? (
          <Tracking token={token} tracking={query.data} />
        ) : query.isSuccess || status === 404 || status === 400 ? (
          <NotFoundState
            title={TEXT.notFound}
            message={TEXT.notFoundMessage}
            actions={
              <Button variant="contained" href={paths.track.lookup.href()}>
                {TEXT.lookUp}
              </Button>
            }
          />
        ) : query.isError ? (
          <Alert severity="error" action={<Button onClick={() => void query.refetch()}>{TEXT.retry}</Button>}>
            {TEXT.failed}
          </Alert>
        ) : (
          // The shell's own indicator, as tall as the screen: the footer stays below the fold (no shift).
          <PageLoader />
        )}
      </PageContainer>
    </Box>
  );
}
