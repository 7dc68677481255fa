import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import {
  useListRepairOrderEmailsQuery,
  useSendRepairOrderTrackingLinkMutation,
  type OutboxMessageDto,
} from '../../../api/staff';
import { notify, notifyFailure } from '../../../components/notify';
import { Section } from '../../../components/ui/Section';
import { paths } from '../../../config/paths';
import { shop } from '../../../config/shop';
import { formatDateTime } from '../../../lib/dates';
import { WORKSHOP_TEXT } from '../text';

const TEXT = WORKSHOP_TEXT.emails;
const STATUS_COLOR = { pending: 'default', sent: 'success', failed: 'error' } as const;

function EmailRow({ mail }: { mail: OutboxMessageDto }) {
  const status = mail.status as keyof typeof STATUS_COLOR;
  // "Sent" to a file only: say so, in the colour of a warning, never the green of a sent e-mail.
  const filed = status === 'sent' && mail.writtenToFile;
  return (
    <Box
      component="li"
      sx={{ py: 1, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>{TEXT.kind[mail.kind] ?? mail.kind}</Typography>
        <Chip
          size="small"
          label={filed ? TEXT.writtenToFile : (TEXT.status[status] ?? mail.status)}
          color={filed ? 'warning' : (STATUS_COLOR[status] ?? 'default')}
          // The status flips while the page polls (Queued to Sent): text and background change
          // together, never a 300 ms fade of white text over a grey still turning green (the
          // warning colour's dark text is the theme's).
          sx={{ transition: 'none' }}
        />
      </Stack>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {mail.subject}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {TEXT.to(mail.recipient)} · {formatDateTime(mail.sentAt ?? mail.createdAt, shop.timeZone)}
      </Typography>
      {status === 'failed' && mail.lastError ? (
        <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
          {mail.lastError}
        </Typography>
      ) : null}
    </Box>
  );
}

/**
 * The e-mails about an order with their status (queued, sent, failed), refreshed while one waits;
 * an editor sends the tracking link (again: one e-mail however often it is pressed). Without an
 * address (a walk-in with a phone only) nothing is sent: the way to add one is named instead.
 */
export function OrderEmailsSection({
  orderId,
  customer,
  canEdit,
  closed,
}: {
  orderId: string;
  /** The order's customer: their e-mail ('' for none) and record. */
  customer: { email: string; recordId: string | null };
  canEdit: boolean;
  closed: boolean;
}) {
  const list = useListRepairOrderEmailsQuery({ id: orderId });
  const waiting = list.data?.some((m) => m.status === 'pending') ?? false;
  useListRepairOrderEmailsQuery({ id: orderId }, { pollingInterval: waiting ? 5000 : 0, skip: !waiting });
  const [send, sending] = useSendRepairOrderTrackingLinkMutation();
  const sendAgain = async () => {
    try {
      const mail = await send({ id: orderId }).unwrap();
      notify({ title: TEXT.queued, message: TEXT.to(mail.recipient) });
    } catch (error) {
      notifyFailure(error, { title: TEXT.sendFailed, message: 'Please try again later.' });
    }
  };
  return (
    <Section title={TEXT.title}>
      {list.isError ? <Alert severity="error">{TEXT.loadFailed}</Alert> : null}
      {list.data && list.data.length === 0 ? (
        <Typography color="text.secondary">{TEXT.none}</Typography>
      ) : null}
      {list.data && list.data.length > 0 ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {list.data.map((mail) => (
            <EmailRow key={mail.id} mail={mail} />
          ))}
        </Box>
      ) : null}
      {canEdit && !closed && !customer.email ? (
        <Typography variant="body2" sx={{ mt: 2 }}>
          {TEXT.noAddress}{' '}
          {customer.recordId ? (
            <Link href={paths.admin.customer.href(customer.recordId)}>{TEXT.addAddress}</Link>
          ) : null}
        </Typography>
      ) : null}
      {canEdit && !closed && customer.email ? (
        <Box sx={{ mt: 2 }}>
          <Button
            variant="outlined"
            startIcon={<SendIcon />}
            disabled={sending.isLoading}
            onClick={() => void sendAgain()}
          >
            {list.data?.length ? TEXT.sendAgain : TEXT.send}
          </Button>
        </Box>
      ) : null}
    </Section>
  );
}
