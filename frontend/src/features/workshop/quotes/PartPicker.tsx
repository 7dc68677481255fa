import { useState } from 'react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdminPartDto } from '../../../api/staff';
import { QUOTE_TEXT } from './text';

const TEXT = QUOTE_TEXT.picker;

/** A part is found by its name, SKU, device model or type, as staff would type any of them. */
const filter = createFilterOptions<AdminPartDto>({
  stringify: (p) => [p.name, p.slug, p.deviceModelName, p.partType].filter(Boolean).join(' '),
});

/**
 * "Add part": a searchable list of the parts in stock (retired ones left out) with their SKU and how
 * many are available (on hand − reserved), a short one marked; picking one hands it over and clears
 * the search for the next.
 */
export function PartPicker({
  parts,
  taken,
  loading,
  failed,
  deviceModel,
  onPick,
}: {
  /** The parts for the order's device (or for any device). */
  parts: readonly AdminPartDto[];
  deviceModel: string;
  /** Parts already on the quote: their quantity is changed on their line. */
  taken: ReadonlySet<string>;
  loading: boolean;
  failed: boolean;
  onPick: (part: AdminPartDto) => void;
}) {
  const [search, setSearch] = useState('');
  return (
    <Autocomplete
      options={parts}
      // The list opens inside the page's main landmark (portalled to the body it stood outside any).
      disablePortal
      filterOptions={filter}
      loading={loading}
      loadingText={TEXT.loading}
      noOptionsText={TEXT.none}
      value={null}
      inputValue={search}
      onInputChange={(_e, value, reason) => setSearch(reason === 'reset' ? '' : value)}
      onChange={(_e, part) => {
        if (!part) return;
        onPick(part);
        setSearch('');
      }}
      getOptionLabel={(p) => p.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionDisabled={(p) => taken.has(p.id)}
      renderOption={({ key, ...props }, p) => (
        <Box component="li" key={key} {...props}>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{p.name}</Typography>
            <Typography variant="body2" color={p.available > 0 ? 'text.secondary' : 'error'}>
              {TEXT.optionFacts(p)}
              {taken.has(p.id) ? ` · ${TEXT.taken}` : ''}
            </Typography>
          </Box>
        </Box>
      )}
      sx={{ flex: { sm: '1 1 18rem' }, maxWidth: { sm: '26rem' } }}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={QUOTE_TEXT.addPart}
          placeholder={TEXT.placeholder}
          error={failed}
          helperText={failed ? TEXT.failed : QUOTE_TEXT.partsFor(deviceModel)}
        />
      )}
    />
  );
}
