import { memo, useState } from 'react';
import Box from '@mui/material/Box';
import { formatMoney } from '../../../lib/format';
import { PENDING_BG, PENDING_BORDER, PENDING_NOTE_ID } from '../pricingState';

export interface PriceCellProps {
  cell: string;
  row: number;
  col: number;
  deviceModelId: string;
  serviceTypeId: string;
  /** "iPhone 15 Screen Repair" */
  label: string;
  saved: number | undefined;
  pending: number | undefined;
  editable: boolean;
  /** The one cell of the grid in the tab order. */
  tabbable: boolean;
  onEdit: (key: string, raw: string, badInput: boolean) => void;
  onFocusCell: (row: number, col: number, deviceModelId: string, serviceTypeId: string) => void;
}

const shown = (price: number | undefined): string => (price === undefined ? '' : String(price));

/** One price: a number input for editors (min 0, step 0.01), text for viewers. */
export const PriceCell = memo(function PriceCell(props: PriceCellProps) {
  const {
    cell,
    row,
    col,
    deviceModelId,
    serviceTypeId,
    label,
    saved,
    pending,
    editable,
    tabbable,
    onEdit,
    onFocusCell,
  } = props;
  /** What the editor is typing (kept as typed while the cell has focus, e.g. "12."). */
  const [draft, setDraft] = useState<string | null>(null);
  const isPending = pending !== undefined;
  const value = isPending ? pending : saved;
  const available = value !== undefined && value > 0;
  const common = {
    'data-row': row,
    'data-col': col,
    'data-cell': cell,
    tabIndex: tabbable ? 0 : -1,
    onFocus: () => onFocusCell(row, col, deviceModelId, serviceTypeId),
  };

  return (
    <Box
      component="td"
      data-pending={isPending || undefined}
      sx={{
        bgcolor: isPending ? PENDING_BG : undefined,
        '& input': {
          width: '7.5ch',
          font: 'inherit',
          p: 0.75,
          border: 1,
          borderColor: isPending ? PENDING_BORDER : 'grey.500',
          borderWidth: isPending ? 2 : 1,
          borderRadius: 1,
          bgcolor: 'background.paper',
        },
        '& input:focus, & [data-cell]:focus': {
          outline: '3px solid',
          outlineColor: 'secondary.main',
          outlineOffset: 1,
        },
      }}
    >
      {editable ? (
        <input
          {...common}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          aria-label={`${label} price`}
          aria-describedby={isPending ? PENDING_NOTE_ID : undefined}
          placeholder="N/A"
          value={draft ?? shown(value)}
          onChange={(e) => {
            setDraft(e.target.value);
            onEdit(cell, e.target.value, e.target.validity.badInput);
          }}
          onFocus={(e) => {
            common.onFocus();
            e.currentTarget.select(); // typing replaces the price, as in a spreadsheet
          }}
          onBlur={() => setDraft(null)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setDraft(null);
          }}
        />
      ) : (
        <Box
          component="span"
          {...common}
          aria-label={`${label}: ${available ? formatMoney(value) : 'not available'}`}
          sx={{
            display: 'inline-block',
            px: 1,
            py: 0.5,
            borderRadius: 1,
            color: available ? 'text.primary' : 'text.secondary',
          }}
        >
          {available ? formatMoney(value) : '—'}
        </Box>
      )}
    </Box>
  );
});
