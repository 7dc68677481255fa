import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { AppointmentStatus } from '../../../api';
import { actionLabel, orderedTransitions } from '../appointments';
import { BACK_OFFICE_TEXT } from '../text';

const TEXT = BACK_OFFICE_TEXT.appointments;

export interface AppointmentActionsProps {
  reference: string;
  /** The statuses the server allows next (`allowedTransitions`). */
  allowed: readonly AppointmentStatus[];
  canEdit: boolean;
  busy: boolean;
  onChange: (toStatus: AppointmentStatus) => void;
  onDetails: () => void;
}

/** Details for everyone; for editors, one button per status change the server allows. */
export function AppointmentActions({
  reference,
  allowed,
  canEdit,
  busy,
  onChange,
  onDetails,
}: AppointmentActionsProps) {
  const changes = canEdit ? orderedTransitions(allowed) : [];
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      role="group"
      aria-label={TEXT.actions(reference)}
    >
      <Button size="small" variant="text" onClick={onDetails} aria-label={TEXT.detailsOf(reference)}>
        {TEXT.details}
      </Button>
      {changes.map((status) => {
        const label = actionLabel(status);
        const destructive = status === 'cancelled' || status === 'no_show';
        return (
          <Button
            key={status}
            size="small"
            variant={destructive ? 'outlined' : 'contained'}
            color={destructive ? 'error' : 'primary'}
            disabled={busy}
            onClick={() => onChange(status)}
            aria-label={TEXT.actionOn(label, reference)}
          >
            {label}
          </Button>
        );
      })}
    </Stack>
  );
}
