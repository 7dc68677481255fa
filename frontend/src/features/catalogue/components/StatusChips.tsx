import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { CATALOGUE_TEXT } from '../text';

export interface StatusChipsProps {
  retired: boolean;
  /** Device models only: false shows Coming Soon. */
  bookable?: boolean;
}

/** Whether a row is on the public site or retired (and, for models, labelled Coming Soon). */
export function StatusChips({ retired, bookable = true }: StatusChipsProps) {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {retired ? (
        <Chip size="small" label={CATALOGUE_TEXT.retired} variant="outlined" />
      ) : (
        <Chip size="small" label={CATALOGUE_TEXT.active} color="success" variant="outlined" />
      )}
      {bookable ? null : <Chip size="small" label={CATALOGUE_TEXT.comingSoon} variant="outlined" />}
    </Stack>
  );
}
