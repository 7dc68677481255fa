import type { SyntheticEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { menuProps, placeMenu, useMenuBesideField } from './useMenuBesideField';

describe('placeMenu', () => {
  it('opens below a field in the upper part of the window, as tall as the room there', () => {
    expect(placeMenu({ top: 200, bottom: 240 }, 800)).toEqual({ above: false, maxHeight: 544 });
  });

  it('opens above a field low on a phone screen (the Status filter at 390 × 844)', () => {
    expect(placeMenu({ top: 719, bottom: 759 }, 844)).toEqual({ above: true, maxHeight: 703 });
  });

  it('keeps 16 px from the window edges, so the Popover never shifts the menu over the field', () => {
    const { maxHeight } = placeMenu({ top: 500, bottom: 540 }, 844);
    expect(500 - maxHeight).toBeGreaterThanOrEqual(16);
  });
});

describe('menuProps', () => {
  it("leaves MUI's placement until the field is measured", () => {
    expect(menuProps(null)).toEqual({});
  });

  it('anchors the menu to the chosen side of the field', () => {
    expect(menuProps({ above: true, maxHeight: 300 })).toEqual({
      anchorOrigin: { vertical: 'top', horizontal: 'center' },
      transformOrigin: { vertical: 'bottom', horizontal: 'center' },
      slotProps: { paper: { style: { maxHeight: 300 } } },
    });
    expect(menuProps({ above: false, maxHeight: 300 })).toMatchObject({
      anchorOrigin: { vertical: 'bottom' },
      transformOrigin: { vertical: 'top' },
    });
  });
});

describe('useMenuBesideField', () => {
  it("measures the field (the display's parent) at each opening", () => {
    const field = document.createElement('div');
    const display = document.createElement('div');
    field.append(display);
    let top = 719;
    field.getBoundingClientRect = () => ({ top, bottom: top + 40 }) as DOMRect;
    const open = (hook: { current: ReturnType<typeof useMenuBesideField> }) =>
      act(() => hook.current.onOpen({ currentTarget: display } as unknown as SyntheticEvent));

    const { result } = renderHook(() => useMenuBesideField());
    expect(result.current.MenuProps).toEqual({});
    open(result);
    expect(result.current.MenuProps.anchorOrigin?.vertical).toBe('top');
    top = 100; // scrolled since
    open(result);
    expect(result.current.MenuProps.anchorOrigin?.vertical).toBe('bottom');
  });
});
