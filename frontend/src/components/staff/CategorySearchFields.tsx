import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMenuBesideField } from '../ui/useMenuBesideField';
import { FiltersButton, FiltersPanel, type FiltersFold } from './FiltersFold';

/**
 * The two filters of a staff list of devices: a category (or all of them) and a search box. The
 * category menu opens beside its field (useMenuBesideField). `showAll` writes "All categories" in
 * the empty field instead of leaving the label there. With `fold`, a phone shows the search with
 * a "Filters" button beside it and the category under it once the button opens it (the parent
 * is a wrapping flex row there); from the small breakpoint up nothing changes.
 */
export function CategorySearchFields({
  categories,
  category,
  onCategory,
  search,
  onSearch,
  labels,
  showAll = false,
  fold,
}: {
  categories: readonly string[];
  category: string;
  onCategory: (category: string) => void;
  search: string;
  onSearch: (search: string) => void;
  labels: { category: string; all: string; search: string };
  showAll?: boolean;
  fold?: FiltersFold;
}) {
  const categoryMenu = useMenuBesideField();
  const categoryField = (
    <TextField
      select
      size="small"
      label={labels.category}
      value={category}
      onChange={(e) => onCategory(e.target.value)}
      slotProps={
        showAll
          ? { inputLabel: { shrink: true }, select: { displayEmpty: true, ...categoryMenu } }
          : { select: categoryMenu }
      }
      // Folded on a phone: a row of its own, after the search and its button.
      sx={
        fold
          ? { minWidth: 160, order: { xs: 1, sm: 0 }, flexBasis: { xs: '100%', sm: 'auto' } }
          : { minWidth: 160 }
      }
    >
      <MenuItem value="">{labels.all}</MenuItem>
      {categories.map((c) => (
        <MenuItem key={c} value={c}>
          {c}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <>
      {fold ? <FiltersPanel fold={fold}>{categoryField}</FiltersPanel> : categoryField}
      <TextField
        size="small"
        type="search"
        label={labels.search}
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        sx={
          fold ? { minWidth: { xs: 0, sm: 220 }, flex: { xs: '1 1 0', sm: '0 1 auto' } } : { minWidth: 220 }
        }
      />
      {fold ? <FiltersButton fold={fold} active={category ? 1 : 0} sx={{ minHeight: 40 }} /> : null}
    </>
  );
}
