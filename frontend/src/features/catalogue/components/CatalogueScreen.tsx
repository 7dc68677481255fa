import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { errorStatus, fieldErrors } from '../../../api/errors';
import { notify, notifyFailure } from '../../../components/notify';
import { AuthenticationRequired } from '../../../components/staff/AuthenticationRequired';
import { CategorySearchFields } from '../../../components/staff/CategorySearchFields';
import { StaffPageHeader } from '../../../components/staff/StaffPageHeader';
import { PageContainer } from '../../../components/ui/PageContainer';
import { moveAmongVisible } from '../reorder';
import type { AnyCatalogueResourceView, CatalogueItem, CatalogueList } from '../resource';
import { CATALOGUE_TEXT } from '../text';
import { CatalogueDialog } from './CatalogueDialog';
import { CatalogueTable } from './CatalogueTable';

/** Open dialog: adding (`null` item) or editing one. */
type Editing = { item: CatalogueItem | null } | null;

const FAILED = { title: CATALOGUE_TEXT.saveFailed, message: CATALOGUE_TEXT.genericFailure };

/**
 * The back-office screen of a catalogue resource for a signed-in staff member: read-only for
 * viewers; editors add, edit, reorder, retire and bring back. Everything specific is the declaration's.
 */
export function CatalogueScreen({
  resource,
  canEdit,
}: {
  resource: AnyCatalogueResourceView;
  canEdit: boolean;
}) {
  const calls = resource.useCalls();
  const { words, filters } = resource;
  const list = calls.list.data as CatalogueList<CatalogueItem> | undefined;
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [showRetired, setShowRetired] = useState(true);
  const [editing, setEditing] = useState<Editing>(null);
  const [dialogErrors, setDialogErrors] = useState<Record<string, string>>({});

  const items = useMemo(() => list?.items ?? [], [list]);
  const rows = useMemo(() => {
    if (!filters) return items;
    const needle = search.trim().toLowerCase();
    return items.filter(
      (item) =>
        (showRetired || !item.retiredAt) &&
        (!category || filters.categoryOf(item) === category) &&
        (!needle || filters.searchText(item).toLowerCase().includes(needle)),
    );
  }, [items, filters, search, category, showRetired]);

  const openDialog = (item: CatalogueItem | null) => {
    setDialogErrors({});
    setEditing({ item });
  };

  const save = async (body: unknown) => {
    const item = editing?.item;
    try {
      if (item) {
        const saved = await calls.update(item.id, body);
        notify({ title: CATALOGUE_TEXT.row.updated(saved.name) });
      } else {
        const saved = await calls.create(body);
        notify({ title: CATALOGUE_TEXT.row.added(saved.name) });
      }
      setEditing(null);
    } catch (error) {
      const errors = fieldErrors(error);
      setDialogErrors(errors);
      // A field error is shown on its field in the dialog; anything else gets a toast.
      if (Object.keys(errors).length === 0) notifyFailure(error, FAILED);
    }
  };

  const setRetired = async (item: CatalogueItem, retired: boolean) => {
    try {
      if (retired) {
        await calls.retire(item.id);
        notify({
          title: CATALOGUE_TEXT.row.retiredToast(item.name),
          message: CATALOGUE_TEXT.row.retiredMessage,
        });
      } else {
        await calls.unretire(item.id);
        notify({
          title: CATALOGUE_TEXT.row.restoredToast(item.name),
          message: CATALOGUE_TEXT.row.restoredMessage,
        });
      }
    } catch (error) {
      notifyFailure(error, FAILED);
    }
  };

  const move = async (item: CatalogueItem, direction: 'up' | 'down') => {
    const ids = moveAmongVisible(
      items.map((i) => i.id),
      rows.map((i) => i.id),
      item.id,
      direction,
    );
    if (!ids) return;
    try {
      await calls.reorder(ids);
      notify({ title: CATALOGUE_TEXT.orderSaved });
    } catch (error) {
      notifyFailure(error, { title: CATALOGUE_TEXT.orderFailed, message: CATALOGUE_TEXT.genericFailure });
    }
  };

  // The session ended since the page opened.
  if (errorStatus(calls.list.error) === 401) return <AuthenticationRequired />;

  const addButton = canEdit ? (
    <Button variant="contained" onClick={() => openDialog(null)} disabled={calls.busy}>
      {words.add}
    </Button>
  ) : null;

  return (
    <PageContainer>
      <StaffPageHeader text={words} canEdit={canEdit} />
      {calls.list.isLoading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={words.title} />
        </Box>
      ) : !list ? (
        <Alert severity="error">{CATALOGUE_TEXT.loadFailed}</Alert>
      ) : (
        <>
          {filters ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
              <CategorySearchFields
                categories={filters.categories(list)}
                category={category}
                onCategory={setCategory}
                search={search}
                onSearch={setSearch}
                labels={{
                  category: CATALOGUE_TEXT.fields.category,
                  all: CATALOGUE_TEXT.allCategories,
                  search: CATALOGUE_TEXT.search,
                }}
                showAll
              />
              <FormControlLabel
                control={<Switch checked={showRetired} onChange={(e) => setShowRetired(e.target.checked)} />}
                label={CATALOGUE_TEXT.showRetired}
              />
              <Box role="status" aria-live="polite">
                <Chip label={filters.shown(rows.length, items.length)} variant="outlined" />
              </Box>
              <Box sx={{ flexGrow: 1 }} />
              {addButton}
            </Box>
          ) : addButton ? (
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>{addButton}</Box>
          ) : null}
          <CatalogueTable
            resource={resource}
            rows={rows}
            canEdit={canEdit}
            busy={calls.busy}
            onMove={move}
            onEdit={(item) => openDialog(item)}
            onRetire={(item) => setRetired(item, true)}
            onUnretire={(item) => setRetired(item, false)}
          />
          {editing ? (
            <CatalogueDialog
              key={editing.item?.id ?? 'new'}
              resource={resource}
              item={editing.item ?? undefined}
              list={list}
              saving={calls.saving}
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
