import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { AdminDeviceModelDto } from '../../../api';
import { formatMoney } from '../../../lib/format';
import { CATALOGUE_TEXT } from '../text';
import { RowActions } from './RowActions';
import { StatusChips } from './StatusChips';

export interface DeviceModelTableProps {
  rows: AdminDeviceModelDto[];
  canEdit: boolean;
  busy: boolean;
  onMove: (model: AdminDeviceModelDto, direction: 'up' | 'down') => void;
  onEdit: (model: AdminDeviceModelDto) => void;
  onRetire: (model: AdminDeviceModelDto) => void;
  onUnretire: (model: AdminDeviceModelDto) => void;
}

const { fields } = CATALOGUE_TEXT;

/** The device models shown, in display order; editors get the row controls. */
export function DeviceModelTable({
  rows,
  canEdit,
  busy,
  onMove,
  onEdit,
  onRetire,
  onUnretire,
}: DeviceModelTableProps) {
  return (
    // Scrolls sideways on small screens: focusable and named so keyboard users can scroll it too.
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label={CATALOGUE_TEXT.models.caption}
    >
      <Table size="small" aria-label={CATALOGUE_TEXT.models.caption}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{fields.order}</TableCell>
            <TableCell scope="col">{fields.name}</TableCell>
            <TableCell scope="col">{fields.brand}</TableCell>
            <TableCell scope="col">{fields.category}</TableCell>
            <TableCell scope="col">{fields.subcategory}</TableCell>
            <TableCell scope="col" align="right">
              {fields.basePrice}
            </TableCell>
            <TableCell scope="col">{fields.status}</TableCell>
            {canEdit ? <TableCell scope="col">{fields.actions}</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((m, index) => (
            <TableRow key={m.id} sx={m.retiredAt ? { bgcolor: 'action.hover' } : undefined}>
              <TableCell>{m.displayOrder}</TableCell>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {m.name}
              </TableCell>
              <TableCell>{m.brand}</TableCell>
              <TableCell>{m.category}</TableCell>
              <TableCell>{m.subcategory ?? '—'}</TableCell>
              <TableCell align="right">{formatMoney(m.basePrice)}</TableCell>
              <TableCell>
                <StatusChips retired={Boolean(m.retiredAt)} bookable={m.bookable} />
              </TableCell>
              {canEdit ? (
                <TableCell>
                  <RowActions
                    name={m.name}
                    retired={Boolean(m.retiredAt)}
                    canMoveUp={index > 0}
                    canMoveDown={index < rows.length - 1}
                    busy={busy}
                    onMove={(direction) => onMove(m, direction)}
                    onEdit={() => onEdit(m)}
                    onRetire={() => onRetire(m)}
                    onUnretire={() => onUnretire(m)}
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
