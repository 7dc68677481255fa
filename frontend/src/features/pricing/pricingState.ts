import type { AdminPricingDto } from '../../api/staff';

/** Pending edits of the matrix: cell key → new price in dollars. */
export type PendingChanges = Readonly<Record<string, number>>;

export const cellKey = (deviceModelId: string, serviceTypeId: string): string =>
  `${deviceModelId}|${serviceTypeId}`;

export function splitCellKey(key: string): { deviceModelId: string; serviceTypeId: string } {
  const [deviceModelId, serviceTypeId] = key.split('|');
  return { deviceModelId, serviceTypeId };
}

/** Saved prices by cell key (cells without a price are absent: not available). */
export function savedPrices(data: AdminPricingDto): Map<string, number> {
  return new Map(data.prices.map((p) => [cellKey(p.deviceModelId, p.serviceTypeId), p.price]));
}

/**
 * Applies what the editor typed into a cell (spec 5): an empty cell removes the pending change,
 * a non-numeric or negative entry is ignored, a number becomes the pending price (rounded to
 * cents); a value equal to the saved price is no change at all.
 */
export function applyCellEdit(
  pending: PendingChanges,
  key: string,
  raw: string,
  saved: number | undefined,
  badInput = false,
): PendingChanges {
  const text = raw.trim();
  if (text === '') {
    if (badInput || !(key in pending)) return pending;
    return withoutKey(pending, key);
  }
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0) return pending;
  const price = Math.round(value * 100) / 100;
  if (price === (saved ?? 0)) return key in pending ? withoutKey(pending, key) : pending;
  if (pending[key] === price) return pending;
  return { ...pending, [key]: price };
}

export function withoutKey(pending: PendingChanges, key: string): PendingChanges {
  const next = { ...pending };
  delete next[key];
  return next;
}

/** Active Prices (spec 9): saved prices above 0. */
export function activePriceCount(data: AdminPricingDto): number {
  return data.prices.filter((p) => p.price > 0).length;
}

export interface ModelFilter {
  category: string;
  search: string;
}

/** Models matching the category filter ('' for all) and every word of the search text. */
export function filterModels<T extends { brand: string; model: string; category: string }>(
  models: readonly T[],
  { category, search }: ModelFilter,
): T[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return models.filter((m) => {
    if (category && m.category !== category) return false;
    const text = `${m.brand} ${m.model} ${m.category}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}

/** The payload of a save: every pending change. */
export function pendingToPrices(pending: PendingChanges) {
  return Object.entries(pending).map(([key, price]) => ({ ...splitCellKey(key), price }));
}

export type Move = { row: number; col: number } | null;

/** Spreadsheet keys: arrows move between cells, Enter moves down, Home/End to row ends. */
export function nextCell(
  key: string,
  row: number,
  col: number,
  rows: number,
  cols: number,
  ctrl = false,
): Move {
  switch (key) {
    case 'ArrowUp':
      return row > 0 ? { row: ctrl ? 0 : row - 1, col } : null;
    case 'ArrowDown':
    case 'Enter':
      return row < rows - 1 ? { row: ctrl ? rows - 1 : row + 1, col } : null;
    case 'ArrowLeft':
      return col > 0 ? { row, col: col - 1 } : null;
    case 'ArrowRight':
      return col < cols - 1 ? { row, col: col + 1 } : null;
    case 'Home':
      return ctrl ? { row: 0, col: 0 } : { row, col: 0 };
    case 'End':
      return ctrl ? { row: rows - 1, col: cols - 1 } : { row, col: cols - 1 };
    default:
      return null;
  }
}

/** Id of the hidden text that marks a cell's change as unsaved for screen readers. */
export const PENDING_NOTE_ID = 'pricing-pending-note';

/** Colours marking pending changes (text on background above 7:1). */
export const PENDING_BG = '#fff4e5';
export const PENDING_BORDER = '#b26a00';
export const PENDING_TEXT = '#5c3300';
