import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDuration, formatServicePrice } from '../../../lib/format';

/** Estimated price (spec 9 display rule) and duration of the selected services. */
export function EstimateSummary({ price, minutes }: { price: number; minutes: number }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 4 }} aria-live="polite">
      <Typography>
        <strong>Estimated price:</strong> {formatServicePrice(price)}
      </Typography>
      <Typography>
        <strong>Estimated duration:</strong> {formatDuration(minutes)}
      </Typography>
    </Stack>
  );
}
