import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import {
  useListRepairOrdersQuery,
  type ListRepairOrdersApiArg,
  type RepairOrderStatus,
  type RepairOrderSummaryDto,
} from '../../../api/staff';
import type { ApiError } from '../../../api';
import { AuthenticationRequired } from '../../../components/staff/AuthenticationRequired';
import { FiltersButton, FiltersPanel, useFiltersFold } from '../../../components/staff/FiltersFold';
import { ServerPagedList } from '../../../components/staff/ServerPagedList';
import { StaffPageHeader } from '../../../components/staff/StaffPageHeader';
import { PageContainer } from '../../../components/ui/PageContainer';
import { useMenuBesideField } from '../../../components/ui/useMenuBesideField';
import {
  REPAIR_ORDER_STATUS_LABEL,
  REPAIR_ORDER_STATUSES,
} from '../../../components/workshop/repairOrderStatus';
import { RepairOrderStatusChip } from '../../../components/workshop/RepairOrderStatusChip';
import { paths } from '../../../config/paths';
import { formatAge } from '../../../lib/dates';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { WORKSHOP_TEXT } from '../text';

const TEXT = WORKSHOP_TEXT.board;

function OrderRow({ order, now }: { order: RepairOrderSummaryDto; now: Date }) {
  return (
    <Card component="li" variant="outlined" data-reference={order.reference}>
      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
        <Stack sx={{ flex: '1 1 260px', minWidth: 0 }} spacing={0.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <Link href={paths.admin.repairOrder.href(order.id)} variant="h6">
              {order.reference}
            </Link>
            <RepairOrderStatusChip status={order.status} />
          </Stack>
          <Typography>
            {order.customerName} · {order.deviceLabel}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {order.services.join(', ')}
          </Typography>
        </Stack>
        <Stack sx={{ flex: '0 1 auto', textAlign: { sm: 'right' } }} spacing={0.5}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {TEXT.age(formatAge(order.createdAt, now))}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {TEXT.inState(formatAge(order.statusChangedAt, now))}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The board's views besides one state: the open orders (the default), unchanged 3+ days, closed, every order. */
const VIEWS = ['open', 'stale', 'closed', 'all'] as const;
type View = (typeof VIEWS)[number] | RepairOrderStatus;

const isView = (value: string | null): value is View =>
  value !== null &&
  ((VIEWS as readonly string[]).includes(value) ||
    (REPAIR_ORDER_STATUSES as readonly string[]).includes(value));

/** What the list asks the server for on a view. */
function viewQuery(view: View): Pick<ListRepairOrdersApiArg, 'scope' | 'status'> {
  if (view === 'all') return {};
  if (view === 'open' || view === 'stale' || view === 'closed') return { scope: view };
  return { status: view };
}

/**
 * The workshop board (issue 32): search, a view (the open orders by default, today's check-ins
 * first; a state; unchanged 3+ days; closed; every order), each order with its age. The view is in
 * the address (?view=ready), so the dashboard's counts open it.
 */
export function WorkshopBoard({ canEdit }: { canEdit: boolean }) {
  const [search, setSearch] = useState('');
  const [params, setParams] = useSearchParams();
  const asked = params.get('view');
  const view: View = isView(asked) ? asked : 'open';
  const setView = (next: View) => setParams(next === 'open' ? {} : { view: next }, { replace: true });
  const [page, setPage] = useState(0);
  const statusMenu = useMenuBesideField();
  // On a phone the state folds under "Filters" (issue 41), open at first on a view a link asked for.
  const fold = useFiltersFold(view !== 'open');
  const [pageSize, setPageSize] = useState(50);
  const q = useDebouncedValue(search.trim(), 300);
  const list = useListRepairOrdersQuery(
    { ...(q ? { q } : {}), ...viewQuery(view), page: page + 1, pageSize },
    { refetchOnMountOrArgChange: true, pollingInterval: 60_000 },
  );
  if ((list.error as ApiError | undefined)?.status === 401) return <AuthenticationRequired />;
  // Ages as of the answer shown (the board refreshes every minute).
  const now = new Date(list.fulfilledTimeStamp ?? 0);
  return (
    <PageContainer>
      <StaffPageHeader text={TEXT} canEdit={canEdit} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mb: 2,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'minmax(0, 2fr) minmax(min-content, 1fr)',
          },
        }}
      >
        <TextField
          label={TEXT.search}
          type="search"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(0);
          }}
          helperText={TEXT.searchHelp}
          sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
        />
        {/*
          A phone: the search, then "Filters" and the walk-in button side by side, the state under
          them once the filters are open. From the small breakpoint up: the search, then the state
          and the walk-in button sharing a third of the row.
        */}
        <FiltersButton fold={fold} active={view === 'open' ? 0 : 1} />
        <Stack direction="row" spacing={2} useFlexGap sx={{ display: { xs: 'contents', sm: 'flex' } }}>
          <FiltersPanel fold={fold}>
            <TextField
              select
              label={TEXT.status}
              value={view}
              onChange={(e) => {
                setView(e.target.value as View);
                setPage(0);
              }}
              sx={{ flex: 1, minWidth: { xs: 0, sm: 200 }, order: { xs: 1, sm: 0 } }}
              slotProps={{ select: statusMenu }}
            >
              <MenuItem value="open">{TEXT.open}</MenuItem>
              <MenuItem value="stale">{TEXT.stale}</MenuItem>
              <MenuItem value="closed">{TEXT.closed}</MenuItem>
              <MenuItem value="all">{TEXT.all}</MenuItem>
              {REPAIR_ORDER_STATUSES.map((s) => (
                <MenuItem key={s} value={s}>
                  {REPAIR_ORDER_STATUS_LABEL[s]}
                </MenuItem>
              ))}
            </TextField>
          </FiltersPanel>
          {canEdit ? (
            <Button
              variant="contained"
              href={paths.admin.walkIn.href()}
              startIcon={<AddIcon />}
              aria-label={TEXT.walkIn}
              sx={{ alignSelf: 'flex-start', flexShrink: 0, py: { xs: 1, sm: 1.75 }, whiteSpace: 'nowrap' }}
            >
              <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                {TEXT.walkIn}
              </Box>
              <Box component="span" sx={{ display: { sm: 'none' } }}>
                {TEXT.walkInShort}
              </Box>
            </Button>
          ) : null}
        </Stack>
      </Box>
      <ServerPagedList
        data={list.data}
        isLoading={list.isLoading}
        isFetching={list.isFetching}
        empty={(list.data?.items.length ?? 0) === 0}
        text={TEXT}
        onPageChange={setPage}
        onPageSizeChange={setPageSize}
      >
        <Stack
          component="ul"
          spacing={1.5}
          sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}
          aria-label={TEXT.title}
        >
          {list.data?.items.map((order) => (
            <OrderRow key={order.id} order={order} now={now} />
          ))}
        </Stack>
      </ServerPagedList>
    </PageContainer>
  );
}
