import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  useGetRepairOrderPaymentsQuery,
  useGetRepairOrderQuotesQuery,
  useTakeRepairOrderPaymentMutation,
  type OrderBalanceDto,
  type PaymentMethod,
} from '../../../api/staff';
import { serverMessage } from '../../../api/errors';
import { notify } from '../../../components/notify';
import { Section } from '../../../components/ui/Section';
import { DepositRequestForm } from './DepositRequestForm';
import { RefundDialog } from './RefundDialog';
import { paths } from '../../../config/paths';
import { shop } from '../../../config/shop';
import { formatDateTime } from '../../../lib/dates';
import { useIdempotencyKey } from '../../../lib/idempotency';
import { MethodToggle } from './MethodToggle';
import { methodLabel, typedAmount } from './paymentForm';
import { centsAsInput, formatCents } from '../../../lib/money';

/**
 * Total, paid and due, large enough to read across a counter. While a quote waits for the
 * customer's answer (`quoteTotalCents`, the server's figure with the discount taken off), its total
 * is the one figure shown (issue 39 item 2): the services booked are no longer what the customer is
 * asked to pay, and nothing is due until they answer.
 */
export function BalanceFigures({
  balance,
  quoteTotalCents,
}: {
  balance: Pick<OrderBalanceDto, 'totalCents' | 'paidCents' | 'dueCents'> & { creditedCents?: number };
  quoteTotalCents?: number;
}) {
  // Counter spec 3: credit notes lower the charges; the balance is net charges − paid.
  const credited = balance.creditedCents ?? 0;
  const figures =
    quoteTotalCents !== undefined
      ? ([
          ['Quote total', quoteTotalCents],
          ['Paid', balance.paidCents],
        ] as const)
      : ([
          ['Total', balance.totalCents],
          ...(credited ? [['Credited', -credited] as const] : []),
          ['Paid', balance.paidCents],
          [balance.dueCents < 0 ? 'Owed to customer' : 'Due', Math.abs(balance.dueCents)],
        ] as const);
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: `repeat(${figures.length}, 1fr)` },
        gap: 1,
        mb: 2,
      }}
    >
      {figures.map(([label, cents], i) => (
        <Box key={label}>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography
            sx={{
              fontSize: i === figures.length - 1 ? '1.6rem' : '1.2rem',
              fontWeight: 700,
              fontVariantNumeric: 'tabular-nums',
            }}
            data-testid={`balance-${label.toLowerCase().split(' ')[0]}`}
          >
            {formatCents(cents)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The payment form: the amount, the method in one tap, a note for "other". */
function MoneyForm({
  orderId,
  defaultCents,
  maxCents,
}: {
  orderId: string;
  defaultCents: number;
  maxCents: number;
}) {
  const [amount, setAmount] = useState(defaultCents > 0 ? centsAsInput(defaultCents) : '');
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [take, taking] = useTakeRepairOrderPaymentMutation();
  const idempotency = useIdempotencyKey();
  const { cents, error: amountError } = typedAmount(amount, maxCents, '45 or 45.50');
  const needsText = method === 'other';
  const valid = cents !== null && cents > 0 && !amountError && (!needsText || text.trim().length > 0);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    setError(null);
    const body = { amountCents: cents!, method, ...(needsText ? { note: text.trim() } : {}) };
    try {
      await take({ id: orderId, 'Idempotency-Key': idempotency.keyFor(body), takePaymentDto: body }).unwrap();
      idempotency.done();
      notify({ title: `Took ${formatCents(cents!)}`, message: methodLabel(method) });
      setText('');
    } catch (failure) {
      setError(serverMessage(failure) ?? 'The payment was not recorded. Please try again.');
    }
  };
  return (
    <Box component="form" onSubmit={(e) => void submit(e)} noValidate aria-label="Take a payment">
      <Stack spacing={1.5}>
        <TextField
          label="Amount ($)"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={Boolean(amountError)}
          helperText={amountError ?? ' '}
          slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
        />
        <MethodToggle value={method} onChange={setMethod} label="Payment method" />
        {needsText ? (
          <TextField
            label="What was it (voucher, transfer…)"
            value={text}
            onChange={(e) => setText(e.target.value)}
            required
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        ) : null}
        {error ? <Alert severity="error">{error}</Alert> : null}
        <Button type="submit" variant="contained" size="large" disabled={!valid || taking.isLoading}>
          {`Take ${cents ? formatCents(cents) : 'payment'}`}
        </Button>
      </Stack>
    </Box>
  );
}

/** What the payment form offers: the deposit still to pay, if one was asked, else the balance due. */
const depositOrDue = (b: OrderBalanceDto) =>
  b.depositRequestedCents && b.paidCents < b.depositRequestedCents
    ? Math.min(b.depositRequestedCents - b.paidCents, b.dueCents)
    : b.dueCents;

/**
 * The order's money on its page (counter spec 2): total, paid and due; an editor takes a payment or
 * a deposit in a few taps (the due amount is filled in, the method is one tap) or gives a refund
 * with a reason; every payment and refund, and the receipts issued.
 */
export function PaymentsSection({ orderId, canTakeMoney }: { orderId: string; canTakeMoney: boolean }) {
  const { data: balance, isError } = useGetRepairOrderPaymentsQuery({ id: orderId });
  // The version waiting for the customer's answer, if any (the Quote section's own query).
  const { data: quotes } = useGetRepairOrderQuotesQuery({ id: orderId });
  const waiting = quotes?.versions.find((q) => q.status === 'pending' && !q.expired);
  const [refunding, setRefunding] = useState(false);
  const [askingDeposit, setAskingDeposit] = useState(false);
  if (!balance)
    return (
      <Section title="Payments">
        {isError ? (
          <Alert severity="error">The payments could not be loaded.</Alert>
        ) : (
          <Typography>Loading…</Typography>
        )}
      </Section>
    );
  return (
    <Section title="Payments">
      <BalanceFigures balance={balance} quoteTotalCents={waiting?.totalCents} />
      {waiting ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Quote version {waiting.version} waits for the customer&apos;s answer: once approved, the order
          charges its total.
        </Typography>
      ) : null}
      {balance.depositRequestedCents ? (
        <Typography sx={{ mb: 1 }}>Deposit asked: {formatCents(balance.depositRequestedCents)}</Typography>
      ) : null}
      {canTakeMoney && balance.acceptsPayments ? (
        askingDeposit ? (
          <Box sx={{ mb: 2 }}>
            <DepositRequestForm orderId={orderId} onDone={() => setAskingDeposit(false)} />
            <Button onClick={() => setAskingDeposit(false)} sx={{ mt: 1 }}>
              Cancel
            </Button>
          </Box>
        ) : (
          <Button variant="outlined" onClick={() => setAskingDeposit(true)} sx={{ mb: 2 }}>
            {balance.depositRequestedCents ? 'Change the deposit asked…' : 'Ask for a deposit…'}
          </Button>
        )
      ) : null}
      {canTakeMoney && balance.acceptsPayments ? (
        <MoneyForm
          key={`${balance.dueCents}-${balance.depositRequestedCents}`}
          orderId={orderId}
          // The deposit still to pay first, when one was asked; otherwise what is due.
          defaultCents={depositOrDue(balance)}
          maxCents={balance.dueCents}
        />
      ) : null}
      {balance.payments.length ? (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }} aria-label="Payments and refunds">
          {balance.payments.map((p) => (
            <Box component="li" key={p.id} sx={{ py: 0.75, borderTop: 1, borderColor: 'divider' }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                <Typography>
                  {p.amountCents < 0 ? 'Refund' : p.deposit ? 'Deposit' : 'Payment'} · {methodLabel(p.method)}
                </Typography>
                <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                  {formatCents(p.amountCents)}
                </Typography>
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {formatDateTime(p.takenAt, shop.timeZone)} · {p.takenBy}
                {(p.reason ?? p.note) ? ` · ${p.reason ?? p.note}` : ''}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : null}
      {canTakeMoney && balance.paidCents > 0 ? (
        <Button variant="outlined" color="error" onClick={() => setRefunding(true)} sx={{ mt: 2 }}>
          Refund…
        </Button>
      ) : null}
      {refunding ? (
        <RefundDialog orderId={orderId} balance={balance} onClose={() => setRefunding(false)} />
      ) : null}
      {balance.receipts.length ? (
        <Stack spacing={0.5} sx={{ mt: 2 }}>
          {balance.receipts.map((r) => (
            <Link key={r.id} href={paths.admin.receipt.href(r.id)}>
              {r.kind === 'credit_note' ? 'Credit note' : 'Receipt'} {r.number} ({formatCents(r.totalCents)})
            </Link>
          ))}
        </Stack>
      ) : null}
    </Section>
  );
}
