import Chip, { type ChipProps } from '@mui/material/Chip';
import { statusLabel } from '../appointments';

/** Colours with enough contrast for their text (the theme's filled or outlined chips). */
const LOOK: Record<string, Pick<ChipProps, 'color' | 'variant'>> = {
  scheduled: { color: 'default', variant: 'filled' },
  confirmed: { color: 'primary', variant: 'filled' },
  checked_in: { color: 'success', variant: 'filled' },
  cancelled: { color: 'default', variant: 'outlined' },
  no_show: { color: 'error', variant: 'outlined' },
};

/** The status of an appointment as a chip. */
export function AppointmentStatusChip({ status }: { status: string }) {
  const look = LOOK[status] ?? { color: 'default', variant: 'outlined' };
  return <Chip size="small" label={statusLabel(status)} {...look} />;
}
