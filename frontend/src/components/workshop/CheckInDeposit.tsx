import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { formatCents } from '../../lib/money';
import { DepositFields } from './DepositFields';
import { depositToSend, type CheckInDeposit as CheckInDepositValue } from './deposit';

export const DEPOSIT_INVALID = 'Enter an amount from $0.01, or a percentage from 1 to 100.';

/**
 * The check-in's deposit (issue 41): "Ask for a deposit", then how much (an amount, or a percentage
 * of the estimate). The check-in sends it with the order: the same deposit request the order page
 * makes, refused with the check-in (no order made) when it is above the estimate. For the check-in
 * dialog and the walk-in form alike.
 */
export function CheckInDeposit({
  value,
  onChange,
  estimateCents,
  tried,
}: {
  value: CheckInDepositValue;
  onChange: (value: CheckInDepositValue) => void;
  /** The estimate the customer agrees to, when known before the check-in (an appointment's). */
  estimateCents?: number;
  /** The form was sent: say what is wrong. */
  tried: boolean;
}) {
  const basis = estimateCents === undefined ? 'the estimate' : `the ${formatCents(estimateCents)} estimate`;
  return (
    <Box>
      <FormControlLabel
        control={
          <Checkbox checked={value.ask} onChange={(e) => onChange({ ...value, ask: e.target.checked })} />
        }
        label="Ask for a deposit"
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: value.ask ? 1.5 : 0 }}>
        Taken before the work; the tracking page and the quote e-mail show it.
      </Typography>
      {value.ask ? (
        <DepositFields
          value={value}
          onChange={(input) => onChange({ ...value, ...input })}
          basis={basis}
          error={tried && depositToSend(value) === null ? DEPOSIT_INVALID : undefined}
        />
      ) : null}
    </Box>
  );
}
