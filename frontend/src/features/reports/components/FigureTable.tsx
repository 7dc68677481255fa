import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export interface FigureColumn {
  label: string;
  /** Numbers line up on the right. */
  numeric?: boolean;
}

export interface FigureTableProps {
  /** Names the table and its scrolling region for assistive technology. */
  label: string;
  columns: FigureColumn[];
  rows: { key: string; cells: ReactNode[] }[];
  /** A totals row under the rows. */
  footer?: ReactNode[];
  /** Long tables scroll inside this height (px), keyboard-scrollable. */
  maxHeight?: number;
}

/** A figure's table: the same numbers as its chart, readable without it. */
export function FigureTable({ label, columns, rows, footer, maxHeight }: FigureTableProps) {
  const align = (i: number) => (columns[i]?.numeric ? 'right' : 'left');
  return (
    // A region keyboard users can scroll: long tables scroll down, wide ones sideways on a phone.
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={label}
      sx={{ mt: 2, ...(maxHeight ? { maxHeight } : {}) }}
    >
      <Table
        size="small"
        stickyHeader={Boolean(maxHeight)}
        aria-label={label}
        sx={{
          // Narrower cells on a phone, as the cash-up's: four or five columns fit 390 px.
          '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 } },
          // A day or a week stays on one line ('Mar 16', 'Mon, Mar 2').
          '& .MuiTableCell-root:first-of-type': { whiteSpace: 'nowrap' },
        }}
      >
        <TableHead>
          <TableRow>
            {columns.map((c, i) => (
              <TableCell key={c.label} align={align(i)} sx={{ fontWeight: 600 }}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              {row.cells.map((cell, i) => (
                <TableCell key={columns[i]?.label ?? i} align={align(i)}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        {footer ? (
          <TableFooter>
            <TableRow>
              {footer.map((cell, i) => (
                <TableCell
                  key={columns[i]?.label ?? i}
                  align={align(i)}
                  sx={{ fontWeight: 600, color: 'text.primary', fontSize: '0.875rem' }}
                >
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        ) : null}
      </Table>
    </TableContainer>
  );
}
