import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetRepairOrderQuotesQuery, type QuoteDto, type QuoteStatus } from '../../../api/staff';
import { Section } from '../../../components/ui/Section';
import { QuoteLinesTable } from '../../../components/workshop/QuoteLinesTable';
import { shop } from '../../../config/shop';
import { formatDateTime } from '../../../lib/dates';
import { QuoteEditor } from './QuoteEditor';
import { RecordDecisionDialog } from './RecordDecisionDialog';
import { QUOTE_LINE_KIND_LABEL, QUOTE_STATUS_LABEL, QUOTE_TEXT as TEXT } from './text';

const when = (iso: string) => formatDateTime(iso, shop.timeZone);

const STATUS_COLOR: Record<QuoteStatus, 'default' | 'success' | 'warning' | 'error'> = {
  pending: 'warning',
  approved: 'success',
  declined: 'error',
  superseded: 'default',
};

function QuoteStatusChip({ quote }: { quote: QuoteDto }) {
  const label = quote.expired ? TEXT.expiredOn(when(quote.expiresAt)) : QUOTE_STATUS_LABEL[quote.status];
  const color = quote.expired ? 'error' : STATUS_COLOR[quote.status];
  // On the warning colour, dark text: white on orange fails the contrast rule (as the e-mails' chip).
  return (
    <Chip
      size="small"
      label={label}
      color={color}
      sx={color === 'warning' ? { color: 'common.black' } : undefined}
    />
  );
}

/**
 * How a version was answered (issue 41), apart: by the customer online, or received by phone or in
 * the shop and recorded by a staff member (with their note).
 */
function QuoteDecisionLine({ quote, decidedAt }: { quote: QuoteDto; decidedAt: string }) {
  const decision = quote.status === 'declined' ? 'declined' : 'approved';
  const channel = quote.decisionChannel;
  const words =
    channel === 'phone' || channel === 'in_shop'
      ? TEXT.decidedBy(decision, channel, quote.decisionRecordedBy ?? '?', when(decidedAt))
      : channel === 'customer'
        ? TEXT.decidedOnline(decision, when(decidedAt))
        : TEXT.decided(when(decidedAt));
  return (
    <Typography variant="body2" data-testid={`quote-${quote.version}-decision`} sx={{ fontWeight: 600 }}>
      {words}
      {quote.decisionNote ? (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ fontWeight: 400 }}>
          {' '}
          · {quote.decisionNote}
        </Typography>
      ) : null}
    </Typography>
  );
}

/** Editors record an answer the customer gave by phone or in the shop to the pending version. */
function RecordDecision({ orderId, version }: { orderId: string; version: number }) {
  const [deciding, setDeciding] = useState<'approved' | 'declined' | null>(null);
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {TEXT.record.intro}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => setDeciding('approved')}>
          {TEXT.record.approve}
        </Button>
        <Button variant="outlined" color="error" onClick={() => setDeciding('declined')}>
          {TEXT.record.decline}
        </Button>
      </Stack>
      {deciding ? (
        <RecordDecisionDialog
          orderId={orderId}
          version={version}
          decision={deciding}
          onClose={() => setDeciding(null)}
        />
      ) : null}
    </Box>
  );
}

/** One version: its lines, total, who sent it and when it expires or was answered. */
function QuoteVersion({ quote }: { quote: QuoteDto }) {
  return (
    <Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {TEXT.version(quote.version)}
        </Typography>
        <QuoteStatusChip quote={quote} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {TEXT.sentBy(quote.createdBy, when(quote.sentAt))}
        {quote.decidedAt ? null : ` · ${TEXT.expires(when(quote.expiresAt))}`}
      </Typography>
      {quote.decidedAt ? <QuoteDecisionLine quote={quote} decidedAt={quote.decidedAt} /> : null}
      {quote.note ? (
        <Typography variant="body2" color="text.secondary">
          {quote.note}
        </Typography>
      ) : null}
      <QuoteLinesTable
        label={TEXT.version(quote.version)}
        lines={quote.lines}
        discountCents={quote.discountCents}
        totalCents={quote.totalCents}
        detail={(line) => (
          <Typography component="span" variant="body2" color="text.secondary">
            {' '}
            · {QUOTE_LINE_KIND_LABEL[line.kind]}
          </Typography>
        )}
        sx={{ mt: 1 }}
      />
    </Box>
  );
}

/**
 * The quote of a repair order for staff (workshop spec 3): the current version and the earlier
 * ones; editors write a new version (prefilled with the order's services at today's prices, or
 * from the pending version) and send it while the order is diagnosed or awaits approval.
 */
export function RepairOrderQuotes({
  orderId,
  deviceModel,
  deviceModelId,
  canEdit,
  canPickParts,
}: {
  orderId: string;
  /** The order's device model: the part picker offers the parts for it. */
  deviceModel: string;
  /** Its catalogue id: the parts naming it (or no model) fit. */
  deviceModelId: string | null;
  canEdit: boolean;
  canPickParts: boolean;
}) {
  const query = useGetRepairOrderQuotesQuery({ id: orderId }, { refetchOnMountOrArgChange: true });
  const [writing, setWriting] = useState(false);
  const data = query.data;
  if (!data)
    return (
      <Section title={TEXT.title}>
        {query.isError ? (
          <Alert severity="error">{TEXT.loadFailed}</Alert>
        ) : (
          <CircularProgress size={24} aria-label={TEXT.loading} />
        )}
      </Section>
    );
  const [current, ...earlier] = data.versions;
  const base = current?.status === 'pending' ? current.lines : data.prefill;
  const nextVersion = (current?.version ?? 0) + 1;
  return (
    <Section title={TEXT.title}>
      <Stack spacing={2}>
        {current ? (
          <QuoteVersion quote={current} />
        ) : (
          <Typography color="text.secondary">{TEXT.none}</Typography>
        )}
        {canEdit && current?.status === 'pending' && !current.expired && !writing ? (
          <RecordDecision orderId={orderId} version={current.version} />
        ) : null}
        {canEdit && data.canSend ? (
          writing ? (
            <QuoteEditor
              orderId={orderId}
              version={nextVersion}
              initial={base}
              services={data.services}
              deviceModel={deviceModel}
              deviceModelId={deviceModelId}
              defaultValidDays={data.defaultValidDays}
              canPickParts={canPickParts}
              onDone={() => setWriting(false)}
            />
          ) : (
            <Box>
              <Button variant={current ? 'outlined' : 'contained'} onClick={() => setWriting(true)}>
                {current ? TEXT.writeNew : TEXT.write}
              </Button>
            </Box>
          )
        ) : canEdit && !current ? (
          <Typography color="text.secondary">{TEXT.notYet}</Typography>
        ) : null}
        {earlier.length > 0 ? (
          <Box component="details">
            <Box component="summary" sx={{ cursor: 'pointer', fontWeight: 600, py: 0.5 }}>
              {TEXT.earlier} ({earlier.length})
            </Box>
            <Stack spacing={2} sx={{ mt: 1 }}>
              {earlier.map((q) => (
                <QuoteVersion key={q.id} quote={q} />
              ))}
            </Stack>
          </Box>
        ) : null}
      </Stack>
    </Section>
  );
}
