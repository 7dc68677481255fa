import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AdminPricingDto } from '../../../api/staff';
import type { SelectedCell } from './PricingEditor';

export interface SelectedCellBarProps {
  data: AdminPricingDto;
  selected: SelectedCell | null;
  onOpenHistory: () => void;
}

/** Names the selected cell and opens its history. */
export function SelectedCellBar({ data, selected, onOpenHistory }: SelectedCellBarProps) {
  const model = selected ? data.models.find((m) => m.id === selected.deviceModelId) : undefined;
  const service = selected ? data.services.find((s) => s.id === selected.serviceTypeId) : undefined;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, minHeight: 44 }}>
      <Typography variant="body2" color="text.secondary">
        {model && service ? (
          `Selected: ${model.model} / ${service.name}`
        ) : (
          <>
            {/* A phone has no arrow keys to speak of: one line there. */}
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              Select a cell (arrow keys move between cells) to see its history.
            </Box>
            <Box component="span" sx={{ display: { sm: 'none' } }}>
              Select a price to see its history.
            </Box>
          </>
        )}
      </Typography>
      <Button size="small" variant="outlined" onClick={onOpenHistory} disabled={!model || !service}>
        Price history
      </Button>
    </Box>
  );
}
