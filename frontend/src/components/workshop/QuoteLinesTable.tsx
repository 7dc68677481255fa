import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatMoney } from '../../lib/format';

const money = (cents: number) => formatMoney(cents / 100);

/** The table's words, the same for the customer and staff. */
export const QUOTE_TABLE_TEXT = { item: 'Item', quantity: 'Qty', price: 'Price', total: 'Total' } as const;
const TEXT = QUOTE_TABLE_TEXT;

/** A line as both the staff and the tracking API give it. */
export interface QuoteTableLine {
  description: string;
  quantity: number;
  totalCents: number;
}

/**
 * The lines of a quote version and its total (workshop spec 3), as the customer sees them on the
 * tracking page and staff on the order page. `detail` adds words after a line's description (staff:
 * its kind). Light on purpose: the tracking page is server-rendered for phones.
 */
export function QuoteLinesTable<L extends QuoteTableLine>({
  label,
  lines,
  totalCents,
  detail,
  sx,
}: {
  /** The table's accessible name. */
  label: string;
  lines: readonly L[];
  totalCents: number;
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
                {money(line.totalCents)}
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" colSpan={2} sx={{ fontWeight: 700 }}>
              {TEXT.total}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }} data-testid="quote-total">
              {money(totalCents)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}
