import { memo, useState } from 'react';
import Box from '@mui/material/Box';
import { formatMoney } from '../../../lib/money';
import { PENDING_BG, PENDING_BORDER, PENDING_NOTE_ID } from '../pricingState';
import { notifyError } from '../../../components/notify';
import { PRICING_TEXT } from '../text';

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

/** A price as the cell shows it while editing: the whole amount, cents and all ("179.90", not "179.9"). */
const shown = (price: number | undefined): string => (price === undefined ? '' : price.toFixed(2));

/** Spec 5: a price is a number of 0 or more (an empty cell is no change, not an error). */
const isInvalidDraft = (draft: string | null, badInput: boolean): boolean => {
  if (badInput) return true;
  const text = draft?.trim() ?? '';
  return text !== '' && !(Number(text) >= 0);
};

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
  const [badInput, setBadInput] = useState(false);
  const invalid = isInvalidDraft(draft, badInput);
  const errorId = `${cell}-error`;
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
          // Wide enough for the whole amount ("1000.00"), with no spin buttons eating into it (issue 41).
          width: '8ch',
          MozAppearance: 'textfield',
          '&::-webkit-inner-spin-button, &::-webkit-outer-spin-button': { WebkitAppearance: 'none', m: 0 },
          font: 'inherit',
          p: 0.75,
          border: 1,
          borderColor: isPending ? PENDING_BORDER : 'grey.500',
          borderWidth: isPending ? 2 : 1,
          borderRadius: 1,
          bgcolor: 'background.paper',
        },
        '& input[aria-invalid="true"]': { borderColor: 'error.main', borderWidth: 2, color: 'error.main' },
        '& input:focus, & [data-cell]:focus': {
          outline: '3px solid',
          outlineColor: 'secondary.main',
          outlineOffset: 1,
        },
      }}
    >
      {editable ? (
        <>
          <input
            {...common}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            aria-label={`${label} price`}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : isPending ? PENDING_NOTE_ID : undefined}
            // Emptied, the cell keeps its price (an empty cell is no change): it shows it, greyed.
            placeholder={value === undefined ? 'N/A' : shown(value)}
            value={draft ?? shown(value)}
            onChange={(e) => {
              setDraft(e.target.value);
              setBadInput(e.target.validity.badInput);
              onEdit(cell, e.target.value, e.target.validity.badInput);
            }}
            onFocus={(e) => {
              common.onFocus();
              e.currentTarget.select(); // typing replaces the price, as in a spreadsheet
            }}
            onBlur={() => {
              // A refused entry is never dropped without a word: the cell keeps its price and says so.
              if (invalid) notifyError(PRICING_TEXT.invalidPrice, PRICING_TEXT.priceKept(label, value));
              setDraft(null);
              setBadInput(false);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Escape') {
                setDraft(null);
                setBadInput(false);
              }
            }}
          />
          {invalid ? (
            <Box
              component="span"
              id={errorId}
              role="alert"
              sx={{
                display: 'block',
                mt: 0.5,
                color: 'error.main',
                fontSize: '0.75rem',
                whiteSpace: 'normal',
              }}
            >
              {PRICING_TEXT.invalidPriceMessage}
            </Box>
          ) : null}
        </>
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
