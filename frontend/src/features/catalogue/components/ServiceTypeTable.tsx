import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { AdminServiceTypeDto } from '../../../api';
import { formatMoney } from '../../../lib/format';
import { CATALOGUE_TEXT } from '../text';
import { RowActions } from './RowActions';
import { StatusChips } from './StatusChips';

export interface ServiceTypeTableProps {
  rows: AdminServiceTypeDto[];
  canEdit: boolean;
  busy: boolean;
  onMove: (service: AdminServiceTypeDto, direction: 'up' | 'down') => void;
  onEdit: (service: AdminServiceTypeDto) => void;
  onRetire: (service: AdminServiceTypeDto) => void;
  onUnretire: (service: AdminServiceTypeDto) => void;
}

const { fields } = CATALOGUE_TEXT;

/** The service types in display order; editors get the row controls. */
export function ServiceTypeTable({
  rows,
  canEdit,
  busy,
  onMove,
  onEdit,
  onRetire,
  onUnretire,
}: ServiceTypeTableProps) {
  return (
    // Scrolls sideways on small screens: focusable and named so keyboard users can scroll it too.
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label={CATALOGUE_TEXT.services.caption}
    >
      <Table size="small" aria-label={CATALOGUE_TEXT.services.caption}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{fields.order}</TableCell>
            <TableCell scope="col">{fields.name}</TableCell>
            <TableCell scope="col">{fields.slug}</TableCell>
            <TableCell scope="col" align="right">
              {fields.basePrice}
            </TableCell>
            <TableCell scope="col">{fields.warranty}</TableCell>
            <TableCell scope="col">{fields.status}</TableCell>
            {canEdit ? <TableCell scope="col">{fields.actions}</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((s, index) => (
            <TableRow key={s.id} sx={s.retiredAt ? { bgcolor: 'action.hover' } : undefined}>
              <TableCell>{s.displayOrder}</TableCell>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {s.name}
              </TableCell>
              <TableCell>{s.slug}</TableCell>
              <TableCell align="right">{formatMoney(s.basePrice)}</TableCell>
              <TableCell>{s.warranty}</TableCell>
              <TableCell>
                <StatusChips retired={Boolean(s.retiredAt)} />
              </TableCell>
              {canEdit ? (
                <TableCell>
                  <RowActions
                    name={s.name}
                    retired={Boolean(s.retiredAt)}
                    canMoveUp={index > 0}
                    canMoveDown={index < rows.length - 1}
                    busy={busy}
                    onMove={(direction) => onMove(s, direction)}
                    onEdit={() => onEdit(s)}
                    onRetire={() => onRetire(s)}
                    onUnretire={() => onUnretire(s)}
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
