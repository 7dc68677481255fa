import { useCallback, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import {
  staffApi,
  useApiDispatch,
  useSaveAdminPricingMutation,
  type AdminPricingDto,
  type PriceConflictDetailsDto,
} from '../../../api/staff';
import { errorBody, errorStatus } from '../../../api/errors';
import { notify, notifyFailure } from '../../../components/notify';
import { LeaveGuard } from '../../../components/ui/LeaveGuard';
import {
  activePriceCount,
  applyCellEdit,
  cellKey,
  filterModels,
  pendingToPrices,
  savedPrices,
  withoutKey,
  type PendingChanges,
} from '../pricingState';
import { PRICING_TEXT, savedCountMessage } from '../text';
import { CellHistoryDrawer } from './CellHistoryDrawer';
import { ConflictDialog } from './ConflictDialog';
import { PricingMatrix } from './PricingMatrix';
import { PricingToolbar } from './PricingToolbar';
import { SelectedCellBar } from './SelectedCellBar';

export interface PricingEditorProps {
  data: AdminPricingDto;
  /** May edit prices (viewers see them read-only). */
  editable: boolean;
}

export interface SelectedCell {
  deviceModelId: string;
  serviceTypeId: string;
}

/** The matrix with its filters, pending changes, save, conflict resolution and cell history. */
export function PricingEditor({ data, editable }: PricingEditorProps) {
  const dispatch = useApiDispatch();
  const [category, setCategory] = useState('');
  const [search, setSearch] = useState('');
  const [pending, setPending] = useState<PendingChanges>({});
  /** The matrix version the pending changes were made on (null: none pending). */
  const [baseVersion, setBaseVersion] = useState<number | null>(null);
  const [selected, setSelected] = useState<SelectedCell | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [conflict, setConflict] = useState<PriceConflictDetailsDto | null>(null);
  const [save, { isLoading: saving }] = useSaveAdminPricingMutation();

  const saved = useMemo(() => savedPrices(data), [data]);
  const models = useMemo(
    () => filterModels(data.models, { category, search }),
    [data.models, category, search],
  );
  const categories = useMemo(() => [...new Set(data.models.map((m) => m.category))], [data.models]);
  const pendingCount = Object.keys(pending).length;

  const onEdit = useCallback(
    (key: string, raw: string, badInput: boolean) => {
      setPending((current) => applyCellEdit(current, key, raw, saved.get(key), badInput));
    },
    [saved],
  );
  // The first pending change pins the version it was made on; no pending change, no version.
  // (Adjusted during render when the pending set turns empty or non-empty, not in an effect.)
  const [hadPending, setHadPending] = useState(pendingCount > 0);
  if (hadPending !== pendingCount > 0) {
    setHadPending(pendingCount > 0);
    setBaseVersion(pendingCount > 0 ? (baseVersion ?? data.version) : null);
  }
  const onRevert = useCallback(
    (key: string) => setPending((current) => (key in current ? withoutKey(current, key) : current)),
    [],
  );
  const onSelect = useCallback((cell: SelectedCell) => setSelected(cell), []);

  const onSave = async () => {
    const prices = pendingToPrices(pending);
    const version = baseVersion ?? data.version;
    try {
      const result = await save({ savePricingDto: { version, prices } }).unwrap();
      // Show the saved values at once; the invalidated matrix is refetched behind it.
      dispatch(
        staffApi.util.updateQueryData('getAdminPricing', undefined, (draft) => {
          const index = new Map(draft.prices.map((p, i) => [cellKey(p.deviceModelId, p.serviceTypeId), i]));
          for (const p of prices) {
            const at = index.get(cellKey(p.deviceModelId, p.serviceTypeId));
            if (at === undefined) draft.prices.push(p);
            else draft.prices[at].price = p.price;
          }
          draft.version = result.version;
        }),
      );
      setPending({});
      notify({ title: PRICING_TEXT.saveSuccess, message: savedCountMessage(result.saved) });
    } catch (error) {
      const details =
        errorStatus(error) === 409
          ? (errorBody(error)?.details as PriceConflictDetailsDto | undefined)
          : undefined;
      if (details) {
        setConflict(details);
        dispatch(staffApi.util.invalidateTags(['AdminPricing']));
      }
      notifyFailure(error, { title: PRICING_TEXT.saveFailure, message: PRICING_TEXT.saveFailureFallback });
    }
  };

  /** The editor chose, per conflicting cell, to keep their value or take the current one. */
  const onResolve = (keep: ReadonlySet<string>) => {
    if (!conflict) return;
    let next = pending;
    for (const c of conflict.conflicts) {
      const key = cellKey(c.deviceModelId, c.serviceTypeId);
      if (!keep.has(key)) next = withoutKey(next, key);
    }
    setPending(next);
    // The editor has now seen every cell changed under them: the next save is based on that.
    setBaseVersion(conflict.version);
    setConflict(null);
  };

  return (
    <Box>
      <PricingToolbar
        categories={categories}
        category={category}
        onCategory={setCategory}
        search={search}
        onSearch={setSearch}
        activePrices={activePriceCount(data)}
        shownModels={models.length}
        totalModels={data.models.length}
        pendingCount={pendingCount}
        canSave={editable && pendingCount > 0}
        saving={saving}
        onSave={onSave}
        onDiscard={() => setPending({})}
      />
      {!editable ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {PRICING_TEXT.viewerNotice}
        </Alert>
      ) : null}
      <LeaveGuard
        dirty={pendingCount > 0}
        title={PRICING_TEXT.leaveTitle}
        message={PRICING_TEXT.leaveMessage(pendingCount)}
        leaveLabel={PRICING_TEXT.leave}
        stayLabel={PRICING_TEXT.stay}
      />
      <ConflictDialog conflict={conflict} onResolve={onResolve} />
      <SelectedCellBar data={data} selected={selected} onOpenHistory={() => setHistoryOpen(true)} />
      <PricingMatrix
        models={models}
        services={data.services}
        saved={saved}
        pending={pending}
        editable={editable}
        onEdit={onEdit}
        onRevert={onRevert}
        onSelect={onSelect}
      />
      <CellHistoryDrawer
        data={data}
        cell={historyOpen ? selected : null}
        onClose={() => setHistoryOpen(false)}
      />
    </Box>
  );
}
