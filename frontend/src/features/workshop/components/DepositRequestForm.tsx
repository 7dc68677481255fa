import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useRequestRepairOrderDepositMutation } from '../../../api/staff';
import { serverMessage } from '../../../api/errors';
import { notify } from '../../../components/notify';
import { formatCents, parseDollars } from '../../../lib/money';

type Unit = 'amount' | 'percent';

/**
 * The deposit an editor asks for before the work (counter spec 2), at check-in or with a quote: an
 * amount in dollars or a percentage of the order's total. The quote e-mail sent after it and the
 * customer's tracking page show it.
 */
export function DepositRequestForm({ orderId, onDone }: { orderId: string; onDone: () => void }) {
  const [unit, setUnit] = useState<Unit>('amount');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [ask, asking] = useRequestRepairOrderDepositMutation();
  const cents = unit === 'amount' ? parseDollars(value) : null;
  const percent = unit === 'percent' && /^\s*\d{1,3}\s*%?\s*$/.test(value) ? parseInt(value, 10) : null;
  const valid =
    unit === 'amount' ? cents !== null && cents > 0 : percent !== null && percent >= 1 && percent <= 100;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    setError(null);
    try {
      const balance = await ask({
        id: orderId,
        requestDepositDto: unit === 'amount' ? { amountCents: cents! } : { percent: percent! },
      }).unwrap();
      notify({
        title: `Deposit asked: ${formatCents(balance.depositRequestedCents ?? 0)}`,
      });
      onDone();
    } catch (failure) {
      setError(serverMessage(failure) ?? 'The deposit was not asked for. Please try again.');
    }
  };
  return (
    <Box component="form" onSubmit={(e) => void submit(e)} noValidate aria-label="Ask for a deposit">
      <Stack spacing={1.5}>
        <ToggleButtonGroup
          exclusive
          value={unit}
          onChange={(_e, next: Unit | null) => next && setUnit(next)}
          aria-label="Deposit as"
          fullWidth
        >
          <ToggleButton value="amount">Amount</ToggleButton>
          <ToggleButton value="percent">% of the total</ToggleButton>
        </ToggleButtonGroup>
        <TextField
          label={unit === 'amount' ? 'Deposit ($)' : 'Deposit (% of the total)'}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
        />
        {error ? <Alert severity="error">{error}</Alert> : null}
        <Button type="submit" variant="contained" disabled={!valid || asking.isLoading}>
          Ask for this deposit
        </Button>
      </Stack>
    </Box>
  );
}
