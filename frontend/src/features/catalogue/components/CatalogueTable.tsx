import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { AnyCatalogueResourceView, CatalogueColumn, CatalogueItem } from '../resource';
import { CATALOGUE_TEXT } from '../text';
import { RowActions } from './RowActions';
import { StatusChips } from './StatusChips';

export interface CatalogueTableProps<Item extends CatalogueItem> {
  resource: AnyCatalogueResourceView;
  rows: Item[];
  canEdit: boolean;
  busy: boolean;
  onMove: (item: Item, direction: 'up' | 'down') => void;
  onEdit: (item: Item) => void;
  onRetire: (item: Item) => void;
  onUnretire: (item: Item) => void;
}

const { fields } = CATALOGUE_TEXT;

/** The rows shown, in display order: order, name, the resource's columns, status; editors get the row controls. */
export function CatalogueTable<Item extends CatalogueItem>({
  resource,
  rows,
  canEdit,
  busy,
  onMove,
  onEdit,
  onRetire,
  onUnretire,
}: CatalogueTableProps<Item>) {
  const columns = resource.columns as CatalogueColumn<Item>[];
  const caption = resource.words.caption;
  return (
    // Scrolls sideways on small screens: focusable and named so keyboard users can scroll it too.
    <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={caption}>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{fields.order}</TableCell>
            <TableCell scope="col">{fields.name}</TableCell>
            {columns.map((c) => (
              <TableCell key={c.header} scope="col" align={c.align}>
                {c.header}
              </TableCell>
            ))}
            <TableCell scope="col">{fields.status}</TableCell>
            {canEdit ? <TableCell scope="col">{fields.actions}</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((item, index) => (
            <TableRow key={item.id} sx={item.retiredAt ? { bgcolor: 'action.hover' } : undefined}>
              <TableCell>{item.displayOrder}</TableCell>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {item.name}
              </TableCell>
              {columns.map((c) => (
                <TableCell key={c.header} align={c.align}>
                  {c.cell(item)}
                </TableCell>
              ))}
              <TableCell>
                <StatusChips retired={Boolean(item.retiredAt)} bookable={resource.bookable?.(item) ?? true} />
              </TableCell>
              {canEdit ? (
                <TableCell>
                  <RowActions
                    name={item.name}
                    retired={Boolean(item.retiredAt)}
                    canMoveUp={index > 0}
                    canMoveDown={index < rows.length - 1}
                    busy={busy}
                    onMove={(direction) => onMove(item, direction)}
                    onEdit={() => onEdit(item)}
                    onRetire={() => onRetire(item)}
                    onUnretire={() => onUnretire(item)}
                  />
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
