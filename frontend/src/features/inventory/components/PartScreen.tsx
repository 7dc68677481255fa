import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  useGetPartQuery,
  useListPartMovementsQuery,
  useRetirePartMutation,
  useUnretirePartMutation,
  type AdminPartDto,
  type PartMovementDto,
} from '../../../api/staff';
import { notify, notifyFailure } from '../../../components/notify';
import { RecordLoadState, recordUnavailable } from '../../../components/staff/RecordLoadState';
import { ServerPagedList } from '../../../components/staff/ServerPagedList';
import { PageContainer } from '../../../components/ui/PageContainer';
import { Section } from '../../../components/ui/Section';
import { paths } from '../../../config/paths';
import { shop } from '../../../config/shop';
import { formatDateTime } from '../../../lib/dates';
import { formatCents, formatMoney } from '../../../lib/money';
import { usePageMeta } from '../../../lib/usePageMeta';
import { INVENTORY_TEXT } from '../text';
import { AdjustDialog } from './AdjustDialog';
import { PartDetailsDialog } from './AddPartDialog';
import { DeliveryDialog } from './DeliveryDialog';
import { StockFigures } from './StockFigures';

const TEXT = INVENTORY_TEXT.page;
const LOAD_STATE = {
  notFound: {
    title: TEXT.notFound,
    message: TEXT.notFoundMessage,
    back: { label: TEXT.back, href: paths.admin.inventory.href() },
  },
  loadingLabel: TEXT.loading,
  loadFailed: TEXT.failed,
};
const when = (iso: string) => formatDateTime(iso, shop.timeZone);

/** One movement of the ledger: what happened, by how much, for which order, by whom and when. */
function Movement({ movement: m }: { movement: PartMovementDto }) {
  const changes = [
    m.onHandChange ? TEXT.change(m.onHandChange, INVENTORY_TEXT.onHand.toLowerCase()) : '',
    m.reservedChange ? TEXT.change(m.reservedChange, INVENTORY_TEXT.reserved.toLowerCase()) : '',
  ].filter(Boolean);
  const details = [m.reason ?? '', m.by ? TEXT.by(m.by) : '', when(m.at)].filter(Boolean);
  return (
    <>
      <Typography component="div" sx={{ fontWeight: 600 }}>
        {TEXT.kind[m.kind] ?? m.kind}: {changes.join(', ')}
      </Typography>
      <Typography component="div" variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {m.orderId && m.orderReference ? (
          <>
            <Link href={paths.admin.repairOrder.href(m.orderId)}>{TEXT.forOrder(m.orderReference)}</Link>
            {' · '}
          </>
        ) : null}
        {details.join(' · ')}
      </Typography>
    </>
  );
}

/** The part's ledger, newest first, a page at a time (the server pages it). */
function History({ id }: { id: string }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const query = useListPartMovementsQuery({ id, page, pageSize }, { refetchOnMountOrArgChange: true });
  const items = query.data?.items ?? [];
  return (
    <Section title={TEXT.history}>
      <ServerPagedList
        data={query.data}
        isLoading={query.isLoading}
        isFetching={query.isFetching}
        empty={items.length === 0}
        text={TEXT.historyText}
        onPageChange={(p) => setPage(p + 1)}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      >
        <List dense disablePadding aria-label={TEXT.history}>
          {items.map((m, i) => (
            <ListItem
              key={`${m.at}-${i}`}
              disableGutters
              divider={i < items.length - 1}
              sx={{ display: 'block', py: 1 }}
            >
              <Movement movement={m} />
            </ListItem>
          ))}
        </List>
      </ServerPagedList>
    </Section>
  );
}

type Open = 'edit' | 'retire' | 'deliver' | 'adjust' | null;

/** Asks before retiring: a retired part leaves the pick lists, and keeps its history. */
function RetireDialog({ part, onClose }: { part: AdminPartDto; onClose: () => void }) {
  const [retire, state] = useRetirePartMutation();
  const confirm = async () => {
    try {
      await retire({ id: part.id }).unwrap();
      notify({ title: TEXT.retired(part.name) });
      onClose();
    } catch (error) {
      notifyFailure(error, { title: TEXT.retireFailed, message: 'Please try again.' });
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="retire-part-title">
      <DialogTitle id="retire-part-title">{TEXT.retireTitle(part.name)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{TEXT.retireMessage}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {TEXT.keep}
        </Button>
        <Button color="error" variant="contained" disabled={state.isLoading} onClick={() => void confirm()}>
          {TEXT.retire}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A part's page (issue 32 item 5): what it is, its stock, its history; editors edit, stock and retire it. */
export function PartScreen({ id, canEdit }: { id: string; canEdit: boolean }) {
  const query = useGetPartQuery({ id }, { refetchOnMountOrArgChange: true });
  const [unretire, unretiring] = useUnretirePartMutation();
  const [open, setOpen] = useState<Open>(null);
  const part = query.data;
  usePageMeta(part ? part.name : TEXT.title, 'A part, its stock and its history, for shop staff');

  if (!part || recordUnavailable(query.error))
    return <RecordLoadState error={query.error} isError={query.isError} {...LOAD_STATE} />;

  const details = [part.deviceModelName, part.partType, part.supplier].filter(Boolean).join(' · ');
  const bringBack = async () => {
    try {
      await unretire({ id: part.id }).unwrap();
      notify({ title: TEXT.unretired(part.name) });
    } catch (error) {
      notifyFailure(error, { title: TEXT.unretireFailed, message: 'Please try again.' });
    }
  };
  return (
    <PageContainer>
      <Box sx={{ mb: 1 }}>
        <Button variant="text" href={paths.admin.inventory.href()} sx={{ ml: -1 }}>
          {TEXT.back}
        </Button>
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {part.name}
        </Typography>
        {part.lowStock ? (
          <Chip size="small" color="error" variant="outlined" label={INVENTORY_TEXT.low} />
        ) : null}
        {part.retiredAt ? <Chip size="small" label={INVENTORY_TEXT.retired} /> : null}
      </Stack>
      {details ? <Typography color="text.secondary">{details}</Typography> : null}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {INVENTORY_TEXT.unitCost} {formatMoney(part.unitCost)}, {INVENTORY_TEXT.sellPrice}{' '}
        {formatCents(part.sellPriceCents)} · {INVENTORY_TEXT.reorderAt(part.reorderLevel)}
        {part.lastRestockedAt ? ` · ${INVENTORY_TEXT.lastDelivery(when(part.lastRestockedAt))}` : ''}
      </Typography>
      {part.retiredAt ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {TEXT.retiredSince(when(part.retiredAt))}
        </Alert>
      ) : null}
      <StockFigures part={part} sx={{ mb: 2 }} />
      {canEdit ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 3 }}>
          <Button variant="contained" onClick={() => setOpen('edit')}>
            {TEXT.edit}
          </Button>
          {part.retiredAt ? (
            <Button variant="outlined" disabled={unretiring.isLoading} onClick={() => void bringBack()}>
              {TEXT.unretire}
            </Button>
          ) : (
            <>
              <Button variant="outlined" onClick={() => setOpen('deliver')}>
                {INVENTORY_TEXT.deliver}
              </Button>
              <Button variant="outlined" onClick={() => setOpen('adjust')}>
                {INVENTORY_TEXT.adjust}
              </Button>
              <Button color="error" onClick={() => setOpen('retire')}>
                {TEXT.retire}
              </Button>
            </>
          )}
        </Stack>
      ) : null}
      <History id={part.id} />
      {open === 'edit' ? <PartDetailsDialog part={part} onClose={() => setOpen(null)} /> : null}
      {open === 'retire' ? <RetireDialog part={part} onClose={() => setOpen(null)} /> : null}
      {open === 'deliver' ? <DeliveryDialog part={part} onClose={() => setOpen(null)} /> : null}
      {open === 'adjust' ? <AdjustDialog part={part} onClose={() => setOpen(null)} /> : null}
    </PageContainer>
  );
}
