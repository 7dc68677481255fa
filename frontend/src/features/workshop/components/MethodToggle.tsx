import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { PaymentMethod } from '../../../api/staff';
import { PAYMENT_METHODS } from './paymentForm';

/** Cash, card or other: one of them always chosen, as large buttons a finger finds at the counter. */
export function MethodToggle({
  value,
  onChange,
  label,
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** The group's accessible name ("Payment method", "Refund method"). */
  label: string;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      value={value}
      onChange={(_e, next: PaymentMethod | null) => next && onChange(next)}
      aria-label={label}
      fullWidth
    >
      {PAYMENT_METHODS.map((m) => (
        <ToggleButton key={m.value} value={m.value} sx={{ py: 1.25 }}>
          {m.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
