import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  useCreateDeviceModelMutation,
  useListDeviceModelsQuery,
  useReorderDeviceModelsMutation,
  useRetireDeviceModelMutation,
  useUnretireDeviceModelMutation,
  useUpdateDeviceModelMutation,
  type AdminDeviceModelDto,
  type ApiError,
} from '../../../api';
import { PageContainer } from '../../../components/ui/PageContainer';
import { notify, notifyFailure } from '../../../components/notify';
import { fieldErrors as serverFieldErrors } from '../../../api/errors';
import { moveAmongVisible } from '../reorder';
import { CATALOGUE_TEXT } from '../text';
import { AuthenticationRequired } from '../../../components/staff/AuthenticationRequired';
import { StaffPageHeader } from '../../../components/staff/StaffPageHeader';
import { DeviceModelDialog, type DeviceModelValues } from './DeviceModelDialog';
import { DeviceModelTable } from './DeviceModelTable';

const TEXT = CATALOGUE_TEXT.models;

/** Open dialog: adding (`null` model) or editing one. */
type Editing = { model: AdminDeviceModelDto | null } | null;

/** /admin/device-models for a signed-in staff member: read-only for viewers, editable for editors. */
export function DeviceModelsScreen({ canEdit }: { canEdit: boolean }) {
  const list = useListDeviceModelsQuery();
  const [create, creating] = useCreateDeviceModelMutation();
  const [update, updating] = useUpdateDeviceModelMutation();
  const [retire, retiring] = useRetireDeviceModelMutation();
  const [unretire, unretiring] = useUnretireDeviceModelMutation();
  const [reorder, reordering] = useReorderDeviceModelsMutation();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [showRetired, setShowRetired] = useState(true);
  const [editing, setEditing] = useState<Editing>(null);
  const [dialogErrors, setDialogErrors] = useState<Record<string, string>>({});

  const items = useMemo(() => list.data?.items ?? [], [list.data]);
  const rows = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return items.filter(
      (m) =>
        (showRetired || !m.retiredAt) &&
        (!category || m.category === category) &&
        (!needle || `${m.name} ${m.brand} ${m.slug}`.toLowerCase().includes(needle)),
    );
  }, [items, search, category, showRetired]);
  const busy =
    creating.isLoading ||
    updating.isLoading ||
    retiring.isLoading ||
    unretiring.isLoading ||
    reordering.isLoading;

  const openDialog = (model: AdminDeviceModelDto | null) => {
    setDialogErrors({});
    setEditing({ model });
  };

  const save = async (values: DeviceModelValues) => {
    const model = editing?.model;
    try {
      if (model) {
        const { slug: _slug, ...changes } = values;
        const saved = await update({ id: model.id, updateDeviceModelDto: changes }).unwrap();
        notify({ title: TEXT.updated(saved.name) });
      } else {
        const saved = await create({ createDeviceModelDto: values }).unwrap();
        notify({ title: TEXT.added(saved.name) });
      }
      setEditing(null);
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      setDialogErrors(fieldErrors);
      // A field error is shown on its field in the dialog; anything else gets a toast.
      if (Object.keys(fieldErrors).length === 0) {
        notifyFailure(error, { title: CATALOGUE_TEXT.saveFailed, message: CATALOGUE_TEXT.genericFailure });
      }
    }
  };

  const setRetired = async (model: AdminDeviceModelDto, retired: boolean) => {
    try {
      if (retired) {
        await retire({ id: model.id }).unwrap();
        notify({ title: TEXT.retiredToast(model.name), message: TEXT.retiredMessage });
      } else {
        await unretire({ id: model.id }).unwrap();
        notify({ title: TEXT.restoredToast(model.name), message: TEXT.restoredMessage });
      }
    } catch (error) {
      notifyFailure(error, { title: CATALOGUE_TEXT.saveFailed, message: CATALOGUE_TEXT.genericFailure });
    }
  };

  const move = async (model: AdminDeviceModelDto, direction: 'up' | 'down') => {
    const ids = moveAmongVisible(
      items.map((m) => m.id),
      rows.map((m) => m.id),
      model.id,
      direction,
    );
    if (!ids) return;
    try {
      await reorder({ reorderDto: { ids } }).unwrap();
      notify({ title: CATALOGUE_TEXT.orderSaved });
    } catch (error) {
      notifyFailure(error, { title: CATALOGUE_TEXT.orderFailed, message: CATALOGUE_TEXT.genericFailure });
    }
  };

  // The session ended since the page opened.
  if ((list.error as ApiError | undefined)?.status === 401) return <AuthenticationRequired />;

  return (
    <PageContainer>
      <StaffPageHeader title={TEXT.title} subtitle={TEXT.subtitle} what={TEXT.what} canEdit={canEdit} />
      {list.isLoading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={TEXT.title} />
        </Box>
      ) : !list.data ? (
        <Alert severity="error">{CATALOGUE_TEXT.loadFailed}</Alert>
      ) : (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
            <TextField
              select
              size="small"
              label={CATALOGUE_TEXT.fields.category}
              value={category}
              onChange={(e) => setCategory(e.target.value)}
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
              sx={{ minWidth: 160 }}
            >
              <MenuItem value="">{CATALOGUE_TEXT.allCategories}</MenuItem>
              {list.data.categories.map((c) => (
                <MenuItem key={c} value={c}>
                  {c}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              type="search"
              label={CATALOGUE_TEXT.search}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              sx={{ minWidth: 220 }}
            />
            <FormControlLabel
              control={<Switch checked={showRetired} onChange={(e) => setShowRetired(e.target.checked)} />}
              label={CATALOGUE_TEXT.showRetired}
            />
            <Box role="status" aria-live="polite">
              <Chip label={TEXT.shown(rows.length, items.length)} variant="outlined" />
            </Box>
            <Box sx={{ flexGrow: 1 }} />
            {canEdit ? (
              <Button variant="contained" onClick={() => openDialog(null)} disabled={busy}>
                {TEXT.add}
              </Button>
            ) : null}
          </Box>
          <DeviceModelTable
            rows={rows}
            canEdit={canEdit}
            busy={busy}
            onMove={move}
            onEdit={(m) => openDialog(m)}
            onRetire={(m) => setRetired(m, true)}
            onUnretire={(m) => setRetired(m, false)}
          />
          {editing ? (
            <DeviceModelDialog
              key={editing.model?.id ?? 'new'}
              model={editing.model ?? undefined}
              categories={list.data.categories}
              subcategories={list.data.subcategories}
              saving={creating.isLoading || updating.isLoading}
              serverErrors={dialogErrors}
              onSubmit={save}
              onClose={() => setEditing(null)}
            />
          ) : null}
        </>
      )}
    </PageContainer>
  );
}
