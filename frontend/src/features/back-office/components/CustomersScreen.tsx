import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type ApiError } from '../../../api';
import { useListAdminCustomersQuery } from '../../../api/staff';
import { PageContainer } from '../../../components/ui/PageContainer';
import { useMenuBesideField } from '../../../components/ui/useMenuBesideField';
import { FiltersButton, FiltersPanel, useFiltersFold } from '../../../components/staff/FiltersFold';
import { shop } from '../../../config/shop';
import type { CustomerClaimFilter } from '../../../api/staff';
import { CLAIM_FILTERS } from '../customers';
import { BACK_OFFICE_TEXT } from '../text';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { AuthenticationRequired } from '../../../components/staff/AuthenticationRequired';
import { StaffPageHeader } from '../../../components/staff/StaffPageHeader';
import { CustomerTable } from './CustomerTable';
import { ServerPagedList } from '../../../components/staff/ServerPagedList';

const TEXT = BACK_OFFICE_TEXT.customers;

/** /admin/customers for a signed-in staff member: search, claim filter and paging on the server; read-only. */
export function CustomersScreen() {
  const [search, setSearch] = useState('');
  const [claim, setClaim] = useState<CustomerClaimFilter | ''>('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const q = useDebouncedValue(search.trim(), 300);
  const args = useMemo(
    () => ({
      ...(q ? { q } : {}),
      ...(claim ? { claim } : {}),
      page: page + 1,
      pageSize,
    }),
    [q, claim, page, pageSize],
  );
  const list = useListAdminCustomersQuery(args, { refetchOnMountOrArgChange: true });
  const claimMenu = useMenuBesideField();
  // On a phone the claim filter folds under "Filters", beside the search (issue 41).
  const fold = useFiltersFold();

  // The session ended since the page opened.
  if ((list.error as ApiError | undefined)?.status === 401) return <AuthenticationRequired />;

  const data = list.data;
  return (
    <PageContainer>
      {/* Read-only for every role: no role notice. */}
      <StaffPageHeader text={{ ...TEXT, what: TEXT.caption }} canEdit />
      <Box
        component="form"
        role="search"
        aria-label={TEXT.search}
        onSubmit={(e) => e.preventDefault()}
        sx={{
          display: 'grid',
          gap: 2,
          mb: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: 'minmax(0, 2fr) minmax(0, 1fr)' },
          maxWidth: 720,
        }}
      >
        <TextField
          size="small"
          type="search"
          label={TEXT.search}
          helperText={TEXT.searchHelp}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(0);
          }}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <FiltersButton fold={fold} active={claim ? 1 : 0} sx={{ alignSelf: 'start', minHeight: 40 }} />
        <FiltersPanel fold={fold}>
          <TextField
            select
            size="small"
            label={TEXT.claim}
            value={claim}
            onChange={(e) => {
              setClaim(e.target.value as CustomerClaimFilter | '');
              setPage(0);
            }}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true, ...claimMenu } }}
          >
            <MenuItem value="">{TEXT.allClaims}</MenuItem>
            {CLAIM_FILTERS.map((c) => (
              <MenuItem key={c} value={c}>
                {TEXT.claimFilters[c]}
              </MenuItem>
            ))}
          </TextField>
        </FiltersPanel>
      </Box>
      <ServerPagedList
        data={data}
        isLoading={list.isLoading}
        isFetching={list.isFetching}
        empty={data?.items.length === 0}
        text={TEXT}
        onPageChange={setPage}
        onPageSizeChange={setPageSize}
      >
        <CustomerTable rows={data?.items ?? []} timeZone={shop.timeZone} />
      </ServerPagedList>
    </PageContainer>
  );
}
