import Box from '@mui/material/Box';
import { PASSCODE_TEXT as TEXT } from './passcode';

export interface PatternGridProps {
  /** The dots tapped so far, in order ('1' to '9', each at most once). */
  value: string;
  /** Left out: the grid only shows `value` (a revealed pattern). */
  onChange?: (value: string) => void;
  /** Each dot's width and height in px. */
  size?: number;
}

/** The 3 x 3 dots of an unlock pattern: tapping adds a dot (each once); read-only shows a given pattern. */
export function PatternGrid({ value, onChange, size = 44 }: PatternGridProps) {
  return (
    <Box
      role="group"
      aria-label={TEXT.patternGrid}
      sx={{ display: 'grid', gridTemplateColumns: `repeat(3, ${size}px)`, gap: 1.5, width: 'fit-content' }}
    >
      {Array.from({ length: 9 }, (_, i) => {
        const dot = String(i + 1);
        const order = value.indexOf(dot) + 1;
        const common = {
          width: size,
          height: size,
          borderRadius: '50%',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          fontWeight: 700,
          border: 2,
          borderColor: order > 0 ? 'primary.main' : 'divider',
          bgcolor: order > 0 ? 'primary.main' : 'transparent',
          color: order > 0 ? 'primary.contrastText' : 'text.secondary',
        } as const;
        if (!onChange)
          return (
            <Box key={dot} aria-label={TEXT.dot(i + 1, order)} role="img" sx={common}>
              {order > 0 ? order : ''}
            </Box>
          );
        return (
          <Box
            key={dot}
            component="button"
            type="button"
            aria-label={TEXT.dot(i + 1, order)}
            aria-pressed={order > 0}
            onClick={() => (order > 0 ? undefined : onChange(value + dot))}
            sx={{ ...common, cursor: order > 0 ? 'default' : 'pointer', font: 'inherit', p: 0 }}
          >
            {order > 0 ? order : ''}
          </Box>
        );
      })}
    </Box>
  );
}
