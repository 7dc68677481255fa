import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDuration } from '../../../lib/format';
import { formatServicePrice } from '../../../lib/money';

/** Estimated price (spec 9 display rule) and duration of the selected services. */
export function EstimateSummary({ price, minutes }: { price: number | null; minutes: number }) {
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
