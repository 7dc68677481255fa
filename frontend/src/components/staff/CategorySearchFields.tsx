import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMenuBesideField } from '../ui/useMenuBesideField';

/**
 * The two filters of a staff list of devices: a category (or all of them) and a search box. The
 * category menu opens beside its field (useMenuBesideField). `showAll` writes "All categories" in
 * the empty field instead of leaving the label there.
 */
export function CategorySearchFields({
  categories,
  category,
  onCategory,
  search,
  onSearch,
  labels,
  showAll = false,
}: {
  categories: readonly string[];
  category: string;
  onCategory: (category: string) => void;
  search: string;
  onSearch: (search: string) => void;
  labels: { category: string; all: string; search: string };
  showAll?: boolean;
}) {
  const categoryMenu = useMenuBesideField();
  return (
    <>
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
        sx={{ minWidth: 160 }}
      >
        <MenuItem value="">{labels.all}</MenuItem>
        {categories.map((c) => (
          <MenuItem key={c} value={c}>
            {c}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="search"
        label={labels.search}
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        sx={{ minWidth: 220 }}
      />
    </>
  );
}
