import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useListPartsQuery, type AdminPartDto } from '../../../api/staff';
import type { ApiError } from '../../../api';
import { AuthenticationRequired } from '../../../components/staff/AuthenticationRequired';
import { StaffPageHeader } from '../../../components/staff/StaffPageHeader';
import { PageContainer } from '../../../components/ui/PageContainer';
import { paths } from '../../../config/paths';
import { shop } from '../../../config/shop';
import { formatDateTime } from '../../../lib/dates';
import { formatCents, formatMoney } from '../../../lib/money';
import { INVENTORY_TEXT as TEXT } from '../text';
import { AddPartDialog } from './AddPartDialog';
import { AdjustDialog } from './AdjustDialog';
import { DeliveryDialog } from './DeliveryDialog';
import { ImportPartsDialog } from './ImportPartsDialog';
import { StockFigures } from './StockFigures';

type Show = 'all' | 'low';
type Open = { kind: 'add' | 'import' } | { kind: 'deliver' | 'adjust'; part: AdminPartDto } | null;

function PartRow({
  part,
  canEdit,
  onOpen,
}: {
  part: AdminPartDto;
  canEdit: boolean;
  onOpen: (open: Open) => void;
}) {
  const details = [part.deviceModelName, part.partType, part.supplier].filter(Boolean).join(' · ');
  return (
    <Card component="li" variant="outlined" data-part={part.slug}>
      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Stack sx={{ flex: '1 1 240px', minWidth: 0 }} spacing={0.5}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
              {/* The part's page: its history, edit and retire (issue 32 item 5). */}
              <Link href={paths.admin.part.href(part.id)} underline="hover" color="inherit">
                {part.name}
              </Link>
            </Typography>
            {part.lowStock ? <Chip size="small" color="error" variant="outlined" label={TEXT.low} /> : null}
            {part.retiredAt ? <Chip size="small" label={TEXT.retired} /> : null}
          </Stack>
          {details ? <Typography color="text.secondary">{details}</Typography> : null}
          <Typography variant="body2" color="text.secondary">
            {TEXT.unitCost} {formatMoney(part.unitCost)}, {TEXT.sellPrice} {formatCents(part.sellPriceCents)}{' '}
            · {TEXT.reorderAt(part.reorderLevel)}
            {part.lastRestockedAt
              ? ` · ${TEXT.lastDelivery(formatDateTime(part.lastRestockedAt, shop.timeZone))}`
              : ''}
          </Typography>
        </Stack>
        <StockFigures part={part} sx={{ flex: '0 0 auto' }} />
        {canEdit ? (
          <Stack direction="row" spacing={1} sx={{ flex: { xs: '1 1 100%', md: '0 0 auto' } }}>
            <Button
              variant="outlined"
              onClick={() => onOpen({ kind: 'deliver', part })}
              aria-label={`${TEXT.deliver}: ${part.name}`}
            >
              {TEXT.deliver}
            </Button>
            <Button
              onClick={() => onOpen({ kind: 'adjust', part })}
              aria-label={`${TEXT.adjust}: ${part.name}`}
            >
              {TEXT.adjust}
            </Button>
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The parts: stock on hand, reserved and available; the low-stock list; deliveries and adjustments. */
export function InventoryScreen({ canEdit }: { canEdit: boolean }) {
  const list = useListPartsQuery(undefined, { refetchOnMountOrArgChange: true });
  // ?show=low (the dashboard's low-stock count opens it): the list of what to reorder.
  const [params, setParams] = useSearchParams();
  const show: Show = params.get('show') === 'low' ? 'low' : 'all';
  const setShow = (next: Show) => setParams(next === 'low' ? { show: 'low' } : {}, { replace: true });
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<Open>(null);
  const items = useMemo(() => list.data?.items ?? [], [list.data]);
  const lowCount = items.filter((p) => p.lowStock).length;
  const shown = useMemo(() => {
    const words = search.trim().toLowerCase();
    return items.filter(
      (p) =>
        (show === 'all' || p.lowStock) &&
        (!words ||
          [p.name, p.deviceModelName, p.partType, p.supplier].some((t) => t?.toLowerCase().includes(words))),
    );
  }, [items, show, search]);

  if ((list.error as ApiError | undefined)?.status === 401) return <AuthenticationRequired />;
  return (
    <PageContainer>
      <StaffPageHeader text={TEXT} canEdit={canEdit} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ mb: 2, alignItems: { sm: 'center' } }}
      >
        <TextField
          label={TEXT.search}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          helperText={TEXT.searchHelp}
          sx={{ flex: 1 }}
        />
        {canEdit ? (
          // Side by side on a phone too: the list starts a row higher.
          <Stack direction="row" spacing={2} sx={{ alignSelf: { sm: 'flex-start' } }}>
            <Button
              variant="outlined"
              onClick={() => setOpen({ kind: 'import' })}
              sx={{ flex: { xs: 1, sm: 'none' }, py: 1.5, whiteSpace: 'nowrap' }}
            >
              {TEXT.csv.open}
            </Button>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setOpen({ kind: 'add' })}
              sx={{ flex: { xs: 1, sm: 'none' }, py: 1.5, whiteSpace: 'nowrap' }}
            >
              {TEXT.add}
            </Button>
          </Stack>
        ) : null}
      </Stack>
      {/* The one low-stock notice is the filter (issue 32 item 10): its button shows only those parts, or all again. */}
      {lowCount > 0 || show === 'low' ? (
        <Alert
          severity="warning"
          sx={{ mb: 2, alignItems: 'center' }}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => setShow(show === 'low' ? 'all' : 'low')}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {show === 'low' ? TEXT.showAll : TEXT.showLow}
            </Button>
          }
        >
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {TEXT.lowCount(lowCount)}
          </Box>
          <Box component="span" sx={{ display: { sm: 'none' } }}>
            {TEXT.lowCountShort(lowCount)}
          </Box>
        </Alert>
      ) : null}
      {list.isLoading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={TEXT.loading} />
        </Box>
      ) : list.error ? (
        <Alert severity="error">{TEXT.failed}</Alert>
      ) : shown.length === 0 ? (
        <Typography color="text.secondary">{items.length ? TEXT.none : TEXT.noParts}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={TEXT.title}>
          {shown.map((part) => (
            <PartRow key={part.id} part={part} canEdit={canEdit} onOpen={setOpen} />
          ))}
        </Stack>
      )}
      {open?.kind === 'add' ? <AddPartDialog onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'import' ? <ImportPartsDialog onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'deliver' ? <DeliveryDialog part={open.part} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'adjust' ? <AdjustDialog part={open.part} onClose={() => setOpen(null)} /> : null}
    </PageContainer>
  );
}
