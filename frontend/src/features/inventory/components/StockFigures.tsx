import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminPartDto } from '../../../api/staff';
import { INVENTORY_TEXT as TEXT } from '../text';

function Figure({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  return (
    <Box sx={{ minWidth: 72 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 500, fontSize: '1.15rem' }}>{value}</Typography>
    </Box>
  );
}

/** A part's stock: on hand, reserved, and (in bold) available. */
export function StockFigures({ part, sx }: { part: AdminPartDto; sx?: object }) {
  return (
    <Stack direction="row" spacing={2} sx={sx}>
      <Figure label={TEXT.onHand} value={part.onHand} />
      <Figure label={TEXT.reserved} value={part.reserved} />
      <Figure label={TEXT.available} value={part.available} strong />
    </Stack>
  );
}
