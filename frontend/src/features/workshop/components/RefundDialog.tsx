import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  useGetReceiptQuery,
  useTakeRepairOrderPaymentMutation,
  type OrderBalanceDto,
  type PaymentMethod,
  type TakePaymentDto,
} from '../../../api/staff';
import { serverMessage } from '../../../api/errors';
import { notify } from '../../../components/notify';
import { useIdempotencyKey } from '../../../lib/idempotency';
import { MethodToggle } from './MethodToggle';
import { methodLabel, typedAmount } from './paymentForm';
import { centsAsInput, formatCents } from '../../../lib/money';

/** The method the customer paid with: that of their last payment (cash when none). */
export function paidWith(balance: Pick<OrderBalanceDto, 'payments'>): PaymentMethod {
  return balance.payments.filter((p) => p.amountCents > 0).at(-1)?.method ?? 'cash';
}

/**
 * A refund at the counter (counter spec 2 and 3). When the order has a receipt, the refund is
 * offered with a credit note for the same amount (the receipt's lines to tick, which fill the
 * amount): money back for something no longer charged then leaves nothing due. Without it the
 * refund leaves a balance due. The method is the one the customer paid with; the most that can
 * be refunded is shown and enforced.
 */
export function RefundDialog({
  orderId,
  balance,
  onClose,
}: {
  orderId: string;
  balance: OrderBalanceDto;
  onClose: () => void;
}) {
  const receiptId = balance.receipts.find((r) => r.kind === 'receipt')?.id;
  const receipt = useGetReceiptQuery({ id: receiptId ?? '' }, { skip: !receiptId }).data;
  const canCredit = Boolean(receiptId) && balance.creditableCents > 0;
  const [credit, setCredit] = useState(canCredit);
  const [lines, setLines] = useState<number[]>([]);
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PaymentMethod>(paidWith(balance));
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [take, taking] = useTakeRepairOrderPaymentMutation();
  const idempotency = useIdempotencyKey();

  const withCredit = credit && canCredit;
  const maxCents = withCredit
    ? Math.min(balance.refundableCents, balance.creditableCents)
    : balance.refundableCents;
  const { cents, error: amountError } = typedAmount(amount, maxCents, '5 or 5.50');
  const valid =
    cents !== null &&
    cents > 0 &&
    !amountError &&
    reason.trim().length > 0 &&
    (method !== 'other' || note.trim().length > 0);
  // What the order will say is due once this refund is recorded.
  const dueAfter = cents ? balance.dueCents + cents - (withCredit ? cents : 0) : balance.dueCents;

  const toggleLine = (i: number, on: boolean) => {
    const next = on ? [...lines, i].sort((a, b) => a - b) : lines.filter((l) => l !== i);
    setLines(next);
    if (receipt && next.length) {
      const sum = next.reduce((n, l) => n + receipt.lines[l].totalCents, 0);
      setAmount(centsAsInput(Math.min(sum, maxCents)));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    setError(null);
    const body: TakePaymentDto = {
      amountCents: -cents!,
      method,
      reason: reason.trim(),
      ...(method === 'other' ? { note: note.trim() } : {}),
      ...(withCredit ? { creditNote: lines.length ? { lines } : {} } : {}),
    };
    try {
      await take({ id: orderId, 'Idempotency-Key': idempotency.keyFor(body), takePaymentDto: body }).unwrap();
      idempotency.done();
      notify({
        title: `Refunded ${formatCents(cents!)}`,
        message: withCredit ? 'With a credit note' : methodLabel(method),
      });
      onClose();
    } catch (failure) {
      setError(serverMessage(failure) ?? 'The refund was not recorded. Please try again.');
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="refund-title" fullWidth maxWidth="sm">
      <Box component="form" onSubmit={(e) => void submit(e)} noValidate aria-label="Refund">
        <DialogTitle id="refund-title">Refund</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography data-testid="refund-max">
              At most <strong>{formatCents(maxCents)}</strong> can be refunded
              {withCredit ? ' with a credit note' : ''} (paid: {formatCents(balance.refundableCents)}).
            </Typography>
            {canCredit ? (
              <FormControlLabel
                control={<Switch checked={credit} onChange={(e) => setCredit(e.target.checked)} />}
                label="Issue a credit note: the amount is no longer charged"
              />
            ) : null}
            {withCredit && receipt ? (
              <Box>
                <Typography variant="body2" color="text.secondary" id="refund-lines-label">
                  Receipt {receipt.number}: tick what is credited
                </Typography>
                <FormGroup aria-labelledby="refund-lines-label">
                  {receipt.lines.map((l, i) => (
                    <FormControlLabel
                      key={i}
                      control={
                        <Checkbox
                          checked={lines.includes(i)}
                          onChange={(e) => toggleLine(i, e.target.checked)}
                        />
                      }
                      label={`${l.description}${l.quantity > 1 ? ` × ${l.quantity}` : ''} · ${formatCents(l.totalCents)}`}
                    />
                  ))}
                </FormGroup>
              </Box>
            ) : null}
            <TextField
              label="Refund amount ($)"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              error={Boolean(amountError)}
              helperText={amountError ?? `At most ${formatCents(maxCents)}`}
              slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
            />
            <MethodToggle value={method} onChange={setMethod} label="Refund method" />
            {method === 'other' ? (
              <TextField
                label="How was it given back"
                value={note}
                onChange={(e) => setNote(e.target.value)}
                required
                slotProps={{ htmlInput: { maxLength: 500 } }}
              />
            ) : null}
            <TextField
              label="Reason for the refund"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              required
              helperText={withCredit ? 'Printed on the credit note' : ' '}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
            <Typography data-testid="refund-due-after">
              {dueAfter > 0
                ? `Leaves ${formatCents(dueAfter)} due${withCredit ? '' : ' (a refund without a credit note)'}`
                : dueAfter < 0
                  ? `Still owed to the customer: ${formatCents(-dueAfter)}`
                  : 'Leaves nothing due'}
            </Typography>
            {error ? <Alert severity="error">{error}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" color="error" disabled={!valid || taking.isLoading}>
            {`Refund ${cents ? formatCents(cents) : ''}`.trim()}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
