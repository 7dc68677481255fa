import Box from '@mui/material/Box';

export interface TagProps {
  label: string;
  /** `filled` (secondary colour, small: 'Soon', 'Coming Soon') or `outlined` (a plain label). */
  variant?: 'filled' | 'outlined';
}

/**
 * A short label drawn like MUI's Chip (a rounded pill), without the Chip's code for clicks, delete
 * icons and avatars, which a label never uses.
 */
export function Tag({ label, variant = 'filled' }: TagProps) {
  const outlined = variant === 'outlined';
  return (
    <Box
      component="span"
      sx={(theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        boxSizing: 'border-box',
        height: outlined ? 32 : 24,
        px: outlined ? '11px' : 1,
        borderRadius: 4,
        fontFamily: theme.typography.fontFamily,
        fontSize: theme.typography.pxToRem(13),
        lineHeight: 1,
        whiteSpace: 'nowrap',
        verticalAlign: 'middle',
        ...(outlined
          ? { border: `1px solid ${theme.palette.grey[400]}`, color: theme.palette.text.primary }
          : { bgcolor: 'secondary.main', color: 'secondary.contrastText' }),
      })}
    >
      {label}
    </Box>
  );
}
