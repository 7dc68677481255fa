import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { DepositInput, DepositUnit } from './deposit';

/**
 * How much deposit to ask for (counter spec 2): an amount in dollars or a percentage of `basis`
 * ("the total" on the order page, "the estimate" at check-in). One home for the two fields, for
 * the order page and the check-in dialog and walk-in form alike.
 */
export function DepositFields({
  value,
  onChange,
  basis,
  error,
}: {
  value: DepositInput;
  onChange: (value: DepositInput) => void;
  /** What a percentage is of, as said beside it: 'the total', 'the $299.00 estimate'. */
  basis: string;
  /** Why what is typed is not a deposit, once the form was sent. */
  error?: string;
}) {
  return (
    <Stack spacing={1.5}>
      <ToggleButtonGroup
        exclusive
        value={value.unit}
        onChange={(_e, unit: DepositUnit | null) => unit && onChange({ ...value, unit })}
        aria-label="Deposit as"
        fullWidth
      >
        <ToggleButton value="amount">Amount</ToggleButton>
        <ToggleButton value="percent">% of {basis}</ToggleButton>
      </ToggleButtonGroup>
      <TextField
        label={value.unit === 'amount' ? 'Deposit ($)' : `Deposit (% of ${basis})`}
        value={value.value}
        onChange={(e) => onChange({ ...value, value: e.target.value })}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      />
    </Stack>
  );
}
