import { useState, type SyntheticEvent } from 'react';
import type { MenuProps } from '@mui/material/Menu';

/** The gap MUI's Popover keeps to the window's edges (its `marginThreshold`). */
const EDGE = 16;

export interface MenuPlacement {
  /** The menu opens above the field (there is more room there), else below it. */
  above: boolean;
  /** The room on that side: the menu scrolls rather than being shifted over the field. */
  maxHeight: number;
}

/** The side of the field with more room in the window, and how tall the menu may be there. */
export function placeMenu(field: { top: number; bottom: number }, windowHeight: number): MenuPlacement {
  const below = Math.floor(windowHeight - field.bottom - EDGE);
  const above = Math.floor(field.top - EDGE);
  return below >= above ? { above: false, maxHeight: below } : { above: true, maxHeight: above };
}

/** What `placement` means to MUI's Menu; the horizontal alignment stays MUI's (centred on the field). */
export function menuProps(placement: MenuPlacement | null): Partial<MenuProps> {
  if (!placement) return {};
  const vertical = placement.above ? 'top' : 'bottom';
  return {
    anchorOrigin: { vertical, horizontal: 'center' },
    transformOrigin: { vertical: placement.above ? 'bottom' : 'top', horizontal: 'center' },
    slotProps: { paper: { style: { maxHeight: placement.maxHeight } } },
  };
}

/**
 * Opens a select's menu beside its field, never over it: spread the result into the Select's props
 * (`slotProps.select` of a TextField select).
 *
 * MUI's Popover shifts a menu that does not fit below its field up over the field (a field in the
 * lower half of a phone screen), and MUI's Select (v9.5) takes a mouseup that comes 200 ms or more
 * after the opening press as a choice of the option under the pointer (mui/material-ui#48956). A
 * slow click, a touchpad's late release or a busy browser then chose an option the user never saw
 * (the appointments' Status filter became "Cancelled" and its menu closed: e2e, mobile). Beside the
 * field, the release lands on the field and the menu stays open.
 */
export function useMenuBesideField(): {
  onOpen: (event: SyntheticEvent) => void;
  MenuProps: Partial<MenuProps>;
} {
  const [placement, setPlacement] = useState<MenuPlacement | null>(null);
  return {
    // Measured at each opening (the page may have scrolled); the menu's first render uses it.
    onOpen: (event) => {
      const display = event.currentTarget as HTMLElement;
      // The field's box (the Select's display sits inside the input, which MUI anchors the menu to).
      const field = display.parentElement ?? display;
      setPlacement(placeMenu(field.getBoundingClientRect(), window.innerHeight));
    },
    MenuProps: menuProps(placement),
  };
}
