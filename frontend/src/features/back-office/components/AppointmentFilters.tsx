import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { AppointmentStatus } from '../../../api';
import { FiltersButton, FiltersPanel, useFiltersFold } from '../../../components/staff/FiltersFold';
import { useMenuBesideField } from '../../../components/ui/useMenuBesideField';
import { APPOINTMENT_STATUSES, statusLabel } from '../appointments';
import { BACK_OFFICE_TEXT } from '../text';

const TEXT = BACK_OFFICE_TEXT.appointments;

export interface AppointmentFilterValues {
  search: string;
  status: AppointmentStatus | '';
  /** YYYY-MM-DD, or empty for the server's default. */
  from: string;
  to: string;
}

export interface AppointmentFiltersProps {
  values: AppointmentFilterValues;
  /** The range the server used (shown while a date is left empty). */
  shownFrom: string;
  shownTo: string;
  /** What is wrong with the dates (checked here, or the server's field errors). */
  dateErrors: { from?: string; to?: string };
  onChange: (changes: Partial<AppointmentFilterValues>) => void;
}

/**
 * Search (name, phone, e-mail, reference), status and the date range of the appointments screen;
 * on a phone the status and dates fold under a "Filters" button beside the search (issue 41).
 */
export function AppointmentFilters({
  values,
  shownFrom,
  shownTo,
  dateErrors,
  onChange,
}: AppointmentFiltersProps) {
  const statusMenu = useMenuBesideField();
  const fold = useFiltersFold();
  const active = (values.status ? 1 : 0) + (values.from || values.to ? 1 : 0);
  return (
    <Box
      component="form"
      role="search"
      aria-label={TEXT.filters}
      onSubmit={(e) => e.preventDefault()}
      sx={{
        display: 'grid',
        gap: 2,
        mb: 3,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr) auto',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'minmax(0, 2fr) minmax(0, 1.2fr) minmax(0, 1fr) minmax(0, 1fr)',
        },
      }}
    >
      <TextField
        size="small"
        type="search"
        label={TEXT.search}
        helperText={TEXT.searchHelp}
        value={values.search}
        onChange={(e) => onChange({ search: e.target.value })}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <FiltersButton fold={fold} active={active} sx={{ alignSelf: 'start', minHeight: 40 }} />
      <FiltersPanel fold={fold}>
        <TextField
          select
          size="small"
          label={TEXT.status}
          value={values.status}
          onChange={(e) => onChange({ status: e.target.value as AppointmentStatus | '' })}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true, ...statusMenu } }}
        >
          <MenuItem value="">{TEXT.allStatuses}</MenuItem>
          {APPOINTMENT_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {statusLabel(s)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="date"
          label={TEXT.from}
          value={values.from || shownFrom}
          onChange={(e) => onChange({ from: e.target.value })}
          error={Boolean(dateErrors.from)}
          helperText={dateErrors.from}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="date"
          label={TEXT.to}
          value={values.to || shownTo}
          onChange={(e) => onChange({ to: e.target.value })}
          error={Boolean(dateErrors.to)}
          helperText={dateErrors.to}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </FiltersPanel>
    </Box>
  );
}
