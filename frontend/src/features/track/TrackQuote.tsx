import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  useApproveRepairQuoteMutation,
  useDeclineRepairQuoteMutation,
  type TrackingQuoteDto,
} from '../../api/track';
import { notify, notifyFailure } from '../../components/notify';
import { Section } from '../../components/ui/Section';
import { QuoteLinesTable } from '../../components/workshop/QuoteLinesTable';
import { shop } from '../../config/shop';
import { formatDateTime } from '../../lib/dates';
import { formatCents } from '../../lib/money';
import { QUOTE_TEXT as TEXT } from './quoteText';

const day = (iso: string) => formatDateTime(iso, shop.timeZone);

/**
 * The current quote on the tracking page (workshop spec 3): its lines and total, and while it is
 * pending and unexpired, Approve and Decline (each confirmed) for the version shown. An answer that
 * comes too late (a newer version, an expired one) is explained and the page is read again.
 */
export function TrackQuote({ token, quote }: { token: string; quote: TrackingQuoteDto }) {
  const [asking, setAsking] = useState<'approve' | 'decline' | null>(null);
  const [approve, approving] = useApproveRepairQuoteMutation();
  const [decline, declining] = useDeclineRepairQuoteMutation();
  const busy = approving.isLoading || declining.isLoading;
  const open = quote.status === 'pending' && !quote.expired;

  const answer = async (decision: 'approve' | 'decline') => {
    const send = decision === 'approve' ? approve : decline;
    try {
      await send({ token, quoteDecisionDto: { version: quote.version } }).unwrap();
      notify({ title: decision === 'approve' ? TEXT.approvedToast : TEXT.declinedToast });
    } catch (error) {
      notifyFailure(error, { title: TEXT.failed, message: 'Please try again.' });
    } finally {
      setAsking(null);
    }
  };

  return (
    <Section title={TEXT.title}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {/* On a phone the line breaks before the date, never inside it. */}
        {TEXT.version(quote.version)} · {TEXT.validUntil}{' '}
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {day(quote.expiresAt)}
        </Box>
      </Typography>
      {/* One figure the customer pays, the first-repair discount a line above it (the server's figures). */}
      <QuoteLinesTable
        label={TEXT.title}
        lines={quote.lines}
        discountCents={quote.discountCents}
        totalCents={quote.totalCents}
        sx={{ mb: 2 }}
      />
      {open ? (
        <>
          <Typography sx={{ mb: 2 }}>{TEXT.pendingHelp}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="contained" size="large" disabled={busy} onClick={() => setAsking('approve')}>
              {TEXT.approve}
            </Button>
            <Button variant="outlined" size="large" disabled={busy} onClick={() => setAsking('decline')}>
              {TEXT.decline}
            </Button>
          </Stack>
        </>
      ) : quote.status === 'approved' ? (
        <Alert severity="success">{TEXT.approved(day(quote.decidedAt ?? quote.sentAt))}</Alert>
      ) : quote.status === 'declined' ? (
        <Alert severity="info">{TEXT.declined(day(quote.decidedAt ?? quote.sentAt))}</Alert>
      ) : (
        <Alert severity="warning">{TEXT.expired(day(quote.expiresAt))}</Alert>
      )}
      {asking ? (
        <Dialog open onClose={() => setAsking(null)} aria-labelledby="quote-answer-title">
          <DialogTitle id="quote-answer-title">
            {asking === 'approve'
              ? TEXT.confirmApprove.title(formatCents(quote.totalCents))
              : TEXT.confirmDecline.title}
          </DialogTitle>
          <DialogContent>
            <DialogContentText>
              {asking === 'approve'
                ? quote.discountCents > 0
                  ? `${TEXT.confirmApprove.withDiscount(formatCents(quote.discountCents))} ${TEXT.confirmApprove.message}`
                  : TEXT.confirmApprove.message
                : TEXT.confirmDecline.message}
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setAsking(null)}>{TEXT.keep}</Button>
            <Button
              variant="contained"
              color={asking === 'approve' ? 'primary' : 'error'}
              disabled={busy}
              onClick={() => void answer(asking)}
            >
              {asking === 'approve' ? TEXT.confirmApprove.confirm : TEXT.confirmDecline.confirm}
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </Section>
  );
}
