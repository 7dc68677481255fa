import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { QuoteServiceDto } from '../../../api/staff';
import { QUOTE_TEXT } from './text';

/**
 * "Add service": the services of the price matrix offered on the order's device (issue 39 item 3),
 * each with today's price and its warranty; picking one hands it over and clears the search.
 */
export function ServicePicker({
  services,
  taken,
  onPick,
}: {
  services: readonly QuoteServiceDto[];
  /** Services already on the quote: their quantity is changed on their line. */
  taken: ReadonlySet<string>;
  onPick: (service: QuoteServiceDto) => void;
}) {
  const [search, setSearch] = useState('');
  return (
    <Autocomplete
      options={services}
      disablePortal
      noOptionsText={QUOTE_TEXT.noService}
      value={null}
      inputValue={search}
      onInputChange={(_e, value, reason) => setSearch(reason === 'reset' ? '' : value)}
      onChange={(_e, service) => {
        if (!service) return;
        onPick(service);
        setSearch('');
      }}
      getOptionLabel={(s) => s.name}
      isOptionEqualToValue={(a, b) => a.serviceTypeId === b.serviceTypeId}
      getOptionDisabled={(s) => taken.has(s.serviceTypeId)}
      renderOption={({ key, ...props }, s) => (
        <Box component="li" key={key} {...props}>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{s.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {QUOTE_TEXT.serviceFacts(s)}
              {taken.has(s.serviceTypeId) ? ` · ${QUOTE_TEXT.picker.taken}` : ''}
            </Typography>
          </Box>
        </Box>
      )}
      sx={{ flex: { sm: '1 1 14rem' }, maxWidth: { sm: '22rem' } }}
      renderInput={(params) => <TextField {...params} size="small" label={QUOTE_TEXT.addService} />}
    />
  );
}
