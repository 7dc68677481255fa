import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import {
  useCreateServiceTypeMutation,
  useListServiceTypesQuery,
  useReorderServiceTypesMutation,
  useRetireServiceTypeMutation,
  useUnretireServiceTypeMutation,
  useUpdateServiceTypeMutation,
  type AdminServiceTypeDto,
  type ApiError,
  type CreateServiceTypeDto,
} from '../../../api';
import { PageContainer } from '../../../components/ui/PageContainer';
import { notify, notifyFailure } from '../../../components/notify';
import { fieldErrors as serverFieldErrors } from '../../../api/errors';
import { moveAmongVisible } from '../reorder';
import { CATALOGUE_TEXT } from '../text';
import { AuthenticationRequired } from '../../../components/staff/AuthenticationRequired';
import { StaffPageHeader } from '../../../components/staff/StaffPageHeader';
import { ServiceTypeDialog } from './ServiceTypeDialog';
import { ServiceTypeTable } from './ServiceTypeTable';

const TEXT = CATALOGUE_TEXT.services;

type Editing = { service: AdminServiceTypeDto | null } | null;

/** /admin/service-types for a signed-in staff member: read-only for viewers, editable for editors. */
export function ServiceTypesScreen({ canEdit }: { canEdit: boolean }) {
  const list = useListServiceTypesQuery();
  const [create, creating] = useCreateServiceTypeMutation();
  const [update, updating] = useUpdateServiceTypeMutation();
  const [retire, retiring] = useRetireServiceTypeMutation();
  const [unretire, unretiring] = useUnretireServiceTypeMutation();
  const [reorder, reordering] = useReorderServiceTypesMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [dialogErrors, setDialogErrors] = useState<Record<string, string>>({});

  const items = list.data?.items ?? [];
  const busy =
    creating.isLoading ||
    updating.isLoading ||
    retiring.isLoading ||
    unretiring.isLoading ||
    reordering.isLoading;

  const openDialog = (service: AdminServiceTypeDto | null) => {
    setDialogErrors({});
    setEditing({ service });
  };

  const save = async (values: CreateServiceTypeDto) => {
    const service = editing?.service;
    try {
      if (service) {
        const { slug: _slug, ...changes } = values;
        const saved = await update({ id: service.id, updateServiceTypeDto: changes }).unwrap();
        notify({ title: TEXT.updated(saved.name) });
      } else {
        const saved = await create({ createServiceTypeDto: values }).unwrap();
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

  const setRetired = async (service: AdminServiceTypeDto, retired: boolean) => {
    try {
      if (retired) {
        await retire({ id: service.id }).unwrap();
        notify({ title: TEXT.retiredToast(service.name), message: TEXT.retiredMessage });
      } else {
        await unretire({ id: service.id }).unwrap();
        notify({ title: TEXT.restoredToast(service.name), message: TEXT.restoredMessage });
      }
    } catch (error) {
      notifyFailure(error, { title: CATALOGUE_TEXT.saveFailed, message: CATALOGUE_TEXT.genericFailure });
    }
  };

  const move = async (service: AdminServiceTypeDto, direction: 'up' | 'down') => {
    const ids = items.map((s) => s.id);
    const next = moveAmongVisible(ids, ids, service.id, direction);
    if (!next) return;
    try {
      await reorder({ reorderDto: { ids: next } }).unwrap();
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
          {canEdit ? (
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
              <Button variant="contained" onClick={() => openDialog(null)} disabled={busy}>
                {TEXT.add}
              </Button>
            </Box>
          ) : null}
          <ServiceTypeTable
            rows={items}
            canEdit={canEdit}
            busy={busy}
            onMove={move}
            onEdit={(s) => openDialog(s)}
            onRetire={(s) => setRetired(s, true)}
            onUnretire={(s) => setRetired(s, false)}
          />
          {editing ? (
            <ServiceTypeDialog
              key={editing.service?.id ?? 'new'}
              service={editing.service ?? undefined}
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
