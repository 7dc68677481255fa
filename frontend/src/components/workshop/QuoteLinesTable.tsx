import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatCents } from '../../lib/money';

/** The table's words, the same for the customer and staff. */
export const QUOTE_TABLE_TEXT = {
  item: 'Item',
  quantity: 'Qty',
  price: 'Price',
  discount: 'First-repair discount',
  total: 'Total',
} as const;
const TEXT = QUOTE_TABLE_TEXT;

/** A line as both the staff and the tracking API give it. */
export interface QuoteTableLine {
  description: string;
  quantity: number;
  totalCents: number;
}

/**
 * The lines of a bill and its total: a quote version (workshop spec 3), as the customer sees them on
 * the tracking page and staff on the order page, and the order's charges (less the discount) on the
 * tracking page. `detail` adds words after a line's description (staff: its kind). Light on
 * purpose: the tracking page is server-rendered for phones.
 */
export function QuoteLinesTable<L extends QuoteTableLine>({
  label,
  lines,
  totalCents,
  discountCents = 0,
  totalTestId = 'quote-total',
  detail,
  sx,
}: {
  /** The table's accessible name. */
  label: string;
  lines: readonly L[];
  totalCents: number;
  /** A discount taken off before the total (a row of its own when above 0). */
  discountCents?: number;
  totalTestId?: string;
  detail?: (line: L) => ReactNode;
  sx?: SxProps<Theme>;
}) {
  return (
    // A long description scrolls the table on a narrow phone, never the page.
    <Box sx={[{ overflowX: 'auto' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{TEXT.item}</TableCell>
            <TableCell align="right">{TEXT.quantity}</TableCell>
            <TableCell align="right">{TEXT.price}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line, i) => (
            <TableRow key={i}>
              <TableCell>
                {line.description}
                {detail ? detail(line) : null}
              </TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatCents(line.totalCents)}
              </TableCell>
            </TableRow>
          ))}
          {discountCents > 0 ? (
            <TableRow>
              <TableCell component="th" scope="row" colSpan={2}>
                {TEXT.discount}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatCents(-discountCents)}
              </TableCell>
            </TableRow>
          ) : null}
          <TableRow>
            <TableCell component="th" scope="row" colSpan={2} sx={{ fontWeight: 700 }}>
              {TEXT.total}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }} data-testid={totalTestId}>
              {formatCents(totalCents)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}
