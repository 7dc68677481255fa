import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import type { AdminPricingModelDto, AdminPricingServiceDto } from '../../../api/staff';
import { cellKey, nextCell, PENDING_NOTE_ID, type PendingChanges } from '../pricingState';
import { PriceCell } from './PriceCell';
import type { SelectedCell } from './PricingEditor';

export interface PricingMatrixProps {
  models: AdminPricingModelDto[];
  services: AdminPricingServiceDto[];
  saved: ReadonlyMap<string, number>;
  pending: PendingChanges;
  editable: boolean;
  onEdit: (key: string, raw: string, badInput: boolean) => void;
  onRevert: (key: string) => void;
  onSelect: (cell: SelectedCell) => void;
}

/**
 * Devices (rows) by services (columns): sticky header row and device column, one tab stop for the
 * whole grid (roving focus), arrow keys / Enter / Home / End move between cells. On a phone the
 * device column is narrow (its names wrap) and the services' names wrap over their prices, so
 * the screen holds the device and three prices beside it; the rest scroll sideways under it.
 */
export function PricingMatrix({
  models,
  services,
  saved,
  pending,
  editable,
  onEdit,
  onRevert,
  onSelect,
}: PricingMatrixProps) {
  const tableRef = useRef<HTMLTableElement>(null);
  const [active, setActive] = useState({ row: 0, col: 0 });
  const row = Math.min(active.row, Math.max(0, models.length - 1));
  const col = Math.min(active.col, Math.max(0, services.length - 1));

  const onFocusCell = useCallback(
    (r: number, c: number, deviceModelId: string, serviceTypeId: string) => {
      setActive({ row: r, col: c });
      onSelect({ deviceModelId, serviceTypeId });
    },
    [onSelect],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const target = event.target as HTMLElement;
    const r = Number(target.dataset.row);
    const c = Number(target.dataset.col);
    if (Number.isNaN(r) || Number.isNaN(c)) return;
    if (event.key === 'Escape' && target.dataset.cell) {
      onRevert(target.dataset.cell);
      return;
    }
    const inInput = target.tagName === 'INPUT';
    const ctrl = event.ctrlKey || event.metaKey;
    // Inside an input Home/End move the caret unless Ctrl is held.
    if (inInput && (event.key === 'Home' || event.key === 'End') && !ctrl) return;
    const move = nextCell(event.key, r, c, models.length, services.length, ctrl);
    if (!move && !event.key.startsWith('Arrow')) return;
    event.preventDefault(); // also stops arrow keys from stepping a number input
    if (!move) return;
    tableRef.current?.querySelector<HTMLElement>(`[data-row="${move.row}"][data-col="${move.col}"]`)?.focus();
  };

  if (models.length === 0) {
    return <Box sx={{ p: 3, color: 'text.secondary' }}>No devices match the filter.</Box>;
  }

  return (
    <Box
      sx={(theme) => ({
        overflow: 'auto',
        maxHeight: '70vh',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        '& table': { borderCollapse: 'separate', borderSpacing: 0, width: '100%' },
        '& th, & td': { borderBottom: 1, borderColor: 'divider', p: 0.5, whiteSpace: 'nowrap' },
        '& thead th': {
          position: 'sticky',
          top: 0,
          zIndex: 2,
          bgcolor: 'grey.100',
          px: 1,
          py: 1,
          fontSize: '0.8rem',
          textAlign: 'left',
          whiteSpace: { xs: 'normal', sm: 'nowrap' },
          verticalAlign: 'bottom',
        },
        '& tbody th': {
          position: 'sticky',
          left: 0,
          zIndex: 1,
          bgcolor: 'background.paper',
          px: 1,
          textAlign: 'left',
          fontWeight: 600,
          borderRight: 1,
          borderRightColor: 'divider',
        },
        // A phone's device column: narrow, its names wrapping (from the small breakpoint up, as wide as they are).
        [theme.breakpoints.down('sm')]: {
          '& th:first-of-type': {
            whiteSpace: 'normal',
            width: '6.5rem',
            minWidth: '6.5rem',
            maxWidth: '6.5rem',
            overflowWrap: 'anywhere',
          },
          '& tbody th:first-of-type': { fontSize: '0.875rem' },
        },
        '& thead th:first-of-type': { left: 0, zIndex: 3 },
      })}
    >
      <span id={PENDING_NOTE_ID} hidden>
        Unsaved change
      </span>
      <table
        ref={tableRef}
        onKeyDown={onKeyDown}
        aria-label="Retail price matrix"
        aria-rowcount={models.length + 1}
      >
        <thead>
          <tr>
            <th scope="col">Device</th>
            {services.map((s) => (
              <th key={s.id} scope="col">
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {models.map((m, r) => (
            <tr key={m.id}>
              <th scope="row">
                {m.model}
                <Box
                  component="span"
                  sx={{ display: 'block', fontWeight: 400, fontSize: '0.75rem', color: 'text.secondary' }}
                >
                  {m.brand} · {m.category}
                </Box>
              </th>
              {services.map((s, c) => {
                const key = cellKey(m.id, s.id);
                return (
                  <PriceCell
                    key={s.id}
                    cell={key}
                    row={r}
                    col={c}
                    deviceModelId={m.id}
                    serviceTypeId={s.id}
                    label={`${m.model} ${s.name}`}
                    saved={saved.get(key)}
                    pending={pending[key]}
                    editable={editable}
                    tabbable={r === row && c === col}
                    onEdit={onEdit}
                    onFocusCell={onFocusCell}
                  />
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
