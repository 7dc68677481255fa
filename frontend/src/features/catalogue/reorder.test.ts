import { describe, expect, it } from 'vitest';
import { moveAmongVisible } from './reorder';

describe('moveAmongVisible', () => {
  const all = ['a', 'b', 'c', 'd', 'e'];

  it('swaps with the neighbour when every row is shown', () => {
    expect(moveAmongVisible(all, all, 'c', 'up')).toEqual(['a', 'c', 'b', 'd', 'e']);
    expect(moveAmongVisible(all, all, 'c', 'down')).toEqual(['a', 'b', 'd', 'c', 'e']);
  });

  it('cannot move the first row up or the last row down', () => {
    expect(moveAmongVisible(all, all, 'a', 'up')).toBeNull();
    expect(moveAmongVisible(all, all, 'e', 'down')).toBeNull();
    expect(moveAmongVisible(all, all, 'x', 'up')).toBeNull();
  });

  it('jumps over hidden rows to the visible neighbour, keeping the hidden ones in place', () => {
    const visible = ['a', 'c', 'e'];
    expect(moveAmongVisible(all, visible, 'e', 'up')).toEqual(['a', 'b', 'e', 'c', 'd']);
    expect(moveAmongVisible(all, visible, 'a', 'down')).toEqual(['b', 'c', 'a', 'd', 'e']);
  });
});
