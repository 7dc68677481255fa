import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useRequestRepairOrderDepositMutation } from '../../../api/staff';
import { serverMessage } from '../../../api/errors';
import { notify } from '../../../components/notify';
import { DepositFields } from '../../../components/workshop/DepositFields';
import { depositToSend, EMPTY_DEPOSIT, type DepositInput } from '../../../components/workshop/deposit';
import { formatCents } from '../../../lib/money';

/**
 * The deposit an editor asks for before the work (counter spec 2), after check-in or with a quote:
 * an amount in dollars or a percentage of the order's total. The quote e-mail sent after it and the
 * customer's tracking page show it. (At check-in, the dialog and walk-in form ask the same.)
 */
export function DepositRequestForm({ orderId, onDone }: { orderId: string; onDone: () => void }) {
  const [input, setInput] = useState<DepositInput>(EMPTY_DEPOSIT);
  const [error, setError] = useState<string | null>(null);
  const [ask, asking] = useRequestRepairOrderDepositMutation();
  const request = depositToSend(input);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!request) return;
    setError(null);
    try {
      const balance = await ask({ id: orderId, requestDepositDto: request }).unwrap();
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
        <DepositFields value={input} onChange={setInput} basis="the total" />
        {error ? <Alert severity="error">{error}</Alert> : null}
        <Button type="submit" variant="contained" disabled={!request || asking.isLoading}>
          Ask for this deposit
        </Button>
      </Stack>
    </Box>
  );
}
