import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useGetPricingHistoryQuery, type AdminPricingDto } from '../../../api/staff';
import { shop } from '../../../config/shop';
import { formatDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import type { SelectedCell } from './PricingEditor';

export interface CellHistoryDrawerProps {
  data: AdminPricingDto;
  /** The cell whose history is shown (null: closed). */
  cell: SelectedCell | null;
  onClose: () => void;
}

const money = (price: number | null): string =>
  price === null ? 'no price' : price === 0 ? 'not available' : formatMoney(price);

/** Every change of one cell, newest first: who, when, from what to what. */
export function CellHistoryDrawer({ data, cell, onClose }: CellHistoryDrawerProps) {
  const history = useGetPricingHistoryQuery(
    cell
      ? { deviceModelId: cell.deviceModelId, serviceTypeId: cell.serviceTypeId, pageSize: 50 }
      : { pageSize: 1 },
    { skip: !cell, refetchOnMountOrArgChange: true },
  );
  const model = cell ? data.models.find((m) => m.id === cell.deviceModelId) : undefined;
  const service = cell ? data.services.find((s) => s.id === cell.serviceTypeId) : undefined;
  const title = model && service ? `${model.model} / ${service.name}` : '';

  return (
    <Drawer
      anchor="right"
      open={Boolean(cell)}
      onClose={onClose}
      slotProps={{ paper: { 'aria-labelledby': 'price-history-title' } }}
    >
      <Box sx={{ width: { xs: '100vw', sm: 380 }, p: 3 }}>
        <Typography id="price-history-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
          Price history
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {history.isFetching ? <CircularProgress size={24} aria-label="Loading history" /> : null}
        {history.isError ? <Typography color="error">Unable to load the history.</Typography> : null}
        {history.data && history.data.items.length === 0 ? (
          <Typography>No changes recorded yet.</Typography>
        ) : null}
        {history.data && history.data.items.length > 0 ? (
          <List aria-label={`Changes of ${title}`}>
            {history.data.items.map((h) => (
              <ListItem key={h.id} divider disableGutters>
                <ListItemText
                  primary={`${money(h.oldPrice)} → ${money(h.newPrice)}`}
                  // Shop time, like every staff screen (issue 41), not the browser's with seconds.
                  secondary={`${h.changedBy}, ${formatDateTime(h.changedAt, shop.timeZone)}${h.source === 'import' ? ' (CSV import)' : ''}`}
                />
              </ListItem>
            ))}
          </List>
        ) : null}
        {history.data && history.data.total > history.data.items.length ? (
          <Typography variant="body2" color="text.secondary">
            Showing the latest {history.data.items.length} of {history.data.total} changes.
          </Typography>
        ) : null}
        <Button onClick={onClose} sx={{ mt: 2 }}>
          Close
        </Button>
      </Box>
    </Drawer>
  );
}
