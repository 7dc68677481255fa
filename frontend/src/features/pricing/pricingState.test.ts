import { describe, expect, it } from 'vitest';
import { applyCellEdit, filterModels, nextCell, pendingToPrices } from './pricingState';

describe('pending price changes (spec 5)', () => {
  it('records a number as the pending price, rounded to cents', () => {
    expect(applyCellEdit({}, 'a|s', '129.999', 100)).toEqual({ 'a|s': 130 });
    expect(applyCellEdit({}, 'a|s', '0', 100)).toEqual({ 'a|s': 0 });
  });

  it('removes the pending change when the cell is emptied', () => {
    expect(applyCellEdit({ 'a|s': 5, 'b|s': 6 }, 'a|s', '', 100)).toEqual({ 'b|s': 6 });
  });

  it('ignores non-numeric and negative entries', () => {
    const pending = { 'a|s': 5 };
    expect(applyCellEdit(pending, 'a|s', 'abc', 100)).toBe(pending);
    expect(applyCellEdit(pending, 'a|s', '-3', 100)).toBe(pending);
    expect(applyCellEdit(pending, 'a|s', '', 100, true)).toBe(pending);
  });

  it('drops a change back to the saved price; no price counts as 0', () => {
    expect(applyCellEdit({ 'a|s': 5 }, 'a|s', '100', 100)).toEqual({});
    expect(applyCellEdit({}, 'a|s', '0', undefined)).toEqual({});
  });

  it('turns pending changes into the save payload', () => {
    expect(pendingToPrices({ 'd1|s1': 9.5 })).toEqual([
      { deviceModelId: 'd1', serviceTypeId: 's1', price: 9.5 },
    ]);
  });
});

describe('filter and keyboard', () => {
  const models = [
    { brand: 'Apple', model: 'iPhone 15', category: 'iphone' },
    { brand: 'Samsung', model: 'Galaxy S24', category: 'android' },
  ];
  it('filters by category and every search word', () => {
    expect(filterModels(models, { category: 'android', search: '' })).toEqual([models[1]]);
    expect(filterModels(models, { category: '', search: 'apple 15' })).toEqual([models[0]]);
    expect(filterModels(models, { category: 'iphone', search: 'galaxy' })).toEqual([]);
  });
  it('moves like a spreadsheet and stops at the edges', () => {
    expect(nextCell('ArrowDown', 0, 0, 3, 2)).toEqual({ row: 1, col: 0 });
    expect(nextCell('Enter', 2, 1, 3, 2)).toBeNull();
    expect(nextCell('ArrowRight', 0, 1, 3, 2)).toBeNull();
    expect(nextCell('End', 1, 0, 3, 2, true)).toEqual({ row: 2, col: 1 });
    expect(nextCell('a', 1, 0, 3, 2)).toBeNull();
  });
});
