import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FilterListIcon from '@mui/icons-material/FilterList';
import type { SxProps, Theme } from '@mui/material/styles';
import { STAFF_TEXT } from './text';

/** Below this width (a phone) a staff list's filters fold under a "Filters" button; from it up they stay open. */
const FOLD_BELOW = 'sm';

export interface FiltersFold {
  open: boolean;
  toggle: () => void;
  panelId: string;
}

/**
 * The folded filters of a staff list on a phone (issue 41): closed at first, so the list starts on
 * the first screen; `openAtFirst` when the page opened on a chosen filter (a link to one view).
 */
export function useFiltersFold(openAtFirst = false): FiltersFold {
  const [open, setOpen] = useState(openAtFirst);
  const panelId = useId();
  return { open, toggle: () => setOpen((o) => !o), panelId };
}

/**
 * The phone's "Filters" button (hidden from the small breakpoint up, where the filters show): it
 * opens and closes the panel and says how many of its filters are on ("Filters (1)").
 */
export function FiltersButton({
  fold,
  active,
  sx,
}: {
  fold: FiltersFold;
  /** How many of the folded filters are set. */
  active: number;
  sx?: SxProps<Theme>;
}) {
  return (
    <Button
      variant="outlined"
      startIcon={<FilterListIcon />}
      aria-expanded={fold.open}
      aria-controls={fold.panelId}
      onClick={fold.toggle}
      sx={[
        { display: { xs: 'inline-flex', [FOLD_BELOW]: 'none' }, whiteSpace: 'nowrap', px: 2 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {STAFF_TEXT.filters(active)}
    </Button>
  );
}

/**
 * The filters the button folds. Its children take part in the parent's layout (a grid or a flex
 * row) as if the panel were not there (`display: contents`); on a phone, while folded, they are
 * not shown, and when open each takes a whole row of the parent's grid.
 */
export function FiltersPanel({ fold, children }: { fold: FiltersFold; children: ReactNode }) {
  return (
    <Box
      id={fold.panelId}
      sx={{
        display: { xs: fold.open ? 'contents' : 'none', [FOLD_BELOW]: 'contents' },
        '& > *': { gridColumn: { xs: '1 / -1', [FOLD_BELOW]: 'auto' } },
      }}
    >
      {children}
    </Box>
  );
}
