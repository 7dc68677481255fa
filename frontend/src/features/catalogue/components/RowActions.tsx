import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { CATALOGUE_TEXT } from '../text';

export interface RowActionsProps {
  name: string;
  retired: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  busy: boolean;
  onMove: (direction: 'up' | 'down') => void;
  onEdit: () => void;
  onRetire: () => void;
  onUnretire: () => void;
}

/** The editor's controls of one row: move up and down, edit, retire or restore. */
export function RowActions({
  name,
  retired,
  canMoveUp,
  canMoveDown,
  busy,
  onMove,
  onEdit,
  onRetire,
  onUnretire,
}: RowActionsProps) {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'nowrap' }}>
      <IconButton
        size="small"
        aria-label={CATALOGUE_TEXT.moveUp(name)}
        disabled={busy || !canMoveUp}
        onClick={() => onMove('up')}
      >
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={CATALOGUE_TEXT.moveDown(name)}
        disabled={busy || !canMoveDown}
        onClick={() => onMove('down')}
      >
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
      <Button
        size="small"
        variant="outlined"
        aria-label={`${CATALOGUE_TEXT.edit} ${name}`}
        onClick={onEdit}
        disabled={busy}
      >
        {CATALOGUE_TEXT.edit}
      </Button>
      {retired ? (
        <Button
          size="small"
          variant="outlined"
          aria-label={`${CATALOGUE_TEXT.unretire} ${name}`}
          onClick={onUnretire}
          disabled={busy}
        >
          {CATALOGUE_TEXT.unretire}
        </Button>
      ) : (
        <Button
          size="small"
          variant="outlined"
          color="error"
          aria-label={`${CATALOGUE_TEXT.retire} ${name}`}
          onClick={onRetire}
          disabled={busy}
        >
          {CATALOGUE_TEXT.retire}
        </Button>
      )}
    </Stack>
  );
}
