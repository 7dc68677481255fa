import TextField from '@mui/material/TextField';

export const ESTIMATED_READY_LABEL = 'Estimated ready (shop time, optional)';

/**
 * When the device should be ready, as the customer is told (workshop spec 1): a date and time in
 * the shop's time zone, as a date-time input's value ('2026-03-05T17:00'; '' for none). The tracking
 * page shows it.
 */
export function EstimatedReadyField({
  value,
  onChange,
  label = ESTIMATED_READY_LABEL,
  helperText = 'Shown to the customer on the tracking page',
}: {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  helperText?: string;
}) {
  return (
    <TextField
      type="datetime-local"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      helperText={helperText}
      size="small"
      sx={{ maxWidth: 320 }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 900 } }}
    />
  );
}
