import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { CategorySearchFields } from '../../../components/staff/CategorySearchFields';
import { useFiltersFold } from '../../../components/staff/FiltersFold';
import { PENDING_BG, PENDING_BORDER, PENDING_TEXT } from '../pricingState';

export interface PricingToolbarProps {
  categories: string[];
  category: string;
  onCategory: (category: string) => void;
  search: string;
  onSearch: (search: string) => void;
  activePrices: number;
  shownModels: number;
  totalModels: number;
  pendingCount: number;
  /** Editor with at least one pending change (spec 4). */
  canSave: boolean;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
}

/** Filters, counts, CSV export and the Save button. */
export function PricingToolbar(props: PricingToolbarProps) {
  const {
    categories,
    category,
    onCategory,
    search,
    onSearch,
    activePrices,
    shownModels,
    totalModels,
    pendingCount,
    canSave,
    saving,
    onSave,
    onDiscard,
  } = props;
  // On a phone the category folds under "Filters" beside the search (issue 41).
  const fold = useFiltersFold();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
      {/* A row of their own on a phone; from the small breakpoint up, items of the toolbar's row. */}
      <Box sx={{ display: { xs: 'flex', sm: 'contents' }, flexWrap: 'wrap', gap: 2, flexBasis: '100%' }}>
        <CategorySearchFields
          categories={categories}
          category={category}
          onCategory={onCategory}
          search={search}
          onSearch={onSearch}
          labels={{ category: 'Category', all: 'All categories', search: 'Search devices' }}
          fold={fold}
        />
      </Box>
      <Box role="status" aria-live="polite" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Chip label={`Active Prices: ${activePrices}`} color="primary" variant="outlined" />
        <Chip label={`Devices shown: ${shownModels} of ${totalModels}`} variant="outlined" />
        {pendingCount > 0 ? (
          <Chip
            label={`Pending changes: ${pendingCount}`}
            variant="outlined"
            sx={{ bgcolor: PENDING_BG, color: PENDING_TEXT, borderColor: PENDING_BORDER }}
          />
        ) : null}
      </Box>
      <Box sx={{ flexGrow: 1 }} />
      <Button variant="outlined" href="/api/admin/pricing/export.csv" download>
        Export CSV
      </Button>
      {canSave ? (
        <>
          <Button variant="text" onClick={onDiscard} disabled={saving}>
            Discard changes
          </Button>
          <Button variant="contained" onClick={onSave} disabled={saving}>
            {saving ? 'Saving…' : `Save ${pendingCount} ${pendingCount === 1 ? 'change' : 'changes'}`}
          </Button>
        </>
      ) : null}
    </Box>
  );
}
