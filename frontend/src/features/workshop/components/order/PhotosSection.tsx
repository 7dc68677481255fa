import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  useDeclineRepairOrderIntakePhotosMutation,
  useDeleteRepairOrderPhotoMutation,
  useListRepairOrderPhotosQuery,
  useShareRepairOrderPhotoMutation,
  useUploadRepairOrderPhotosMutation,
  type OrderPhotosDto,
  type PhotoDto,
  type PhotoMoment,
  type RepairOrderDto,
} from '../../../../api/staff';
import { notify, notifyFailure } from '../../../../components/notify';
import { PhotoGrid } from '../../../../components/photos/PhotoGrid';
import { PhotoPicker } from '../../../../components/photos/PhotoPicker';
import { MAX_PHOTO_BYTES, PHOTO_MOMENT_LABEL, PHOTO_MOMENTS } from '../../../../components/photos/photoText';
import { Section } from '../../../../components/ui/Section';
import { WORKSHOP_TEXT } from '../../text';
import { when } from './when';

const TEXT = WORKSHOP_TEXT.photos;

/** The moment a photo taken now most likely belongs to, from the order's state. */
function momentNow(status: RepairOrderDto['status']): PhotoMoment {
  if (status === 'received') return 'intake';
  if (['ready', 'picked_up'].includes(status)) return 'handover';
  return 'repair';
}

/** What the check-in asked for: the intake photos taken against the setting, or the customer's refusal. */
function IntakeSummary({
  orderId,
  photos,
  canEdit,
}: {
  orderId: string;
  photos: OrderPhotosDto;
  canEdit: boolean;
}) {
  const [decline, declining] = useDeclineRepairOrderIntakePhotosMutation();
  const refuse = async () => {
    try {
      await decline({ id: orderId }).unwrap();
    } catch (error) {
      notifyFailure(error, { title: TEXT.declineFailed, message: 'Please try again.' });
    }
  };
  const taken = photos.photos.filter((p) => p.moment === 'intake').length;
  const needed = photos.intakePhotosRequired;
  if (photos.intakePhotosDeclined)
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        {TEXT.declined(photos.intakePhotosDeclined.by, when(photos.intakePhotosDeclined.at))}
      </Alert>
    );
  if (needed > 0 && taken < needed)
    return (
      <Alert
        severity="warning"
        sx={{ mb: 2 }}
        action={
          canEdit ? (
            <Button color="inherit" size="small" onClick={() => void refuse()} disabled={declining.isLoading}>
              {TEXT.decline}
            </Button>
          ) : undefined
        }
      >
        {TEXT.missing(taken, needed)}
      </Alert>
    );
  return null;
}

function DeleteDialog({
  orderId,
  photo,
  onClose,
}: {
  orderId: string;
  photo: PhotoDto | null;
  onClose: () => void;
}) {
  const [remove, { isLoading }] = useDeleteRepairOrderPhotoMutation();
  const confirm = async () => {
    if (!photo) return;
    try {
      await remove({ id: orderId, photoId: photo.id }).unwrap();
      notify({ title: TEXT.deleted });
      onClose();
    } catch (error) {
      notifyFailure(error, { title: TEXT.deleteFailed, message: 'Please try again.' });
    }
  };
  return (
    <Dialog open={photo !== null} onClose={onClose} aria-labelledby="delete-photo-title">
      <DialogTitle id="delete-photo-title">{TEXT.deleteTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{TEXT.deleteText}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{TEXT.cancel}</Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={isLoading}>
          {TEXT.delete}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The device's photos (intake spec 1): by moment, with who took each and when. Editors add photos
 * (the phone's camera opens at once), share repair photos with the customer and delete a photo
 * until the customer has signed the intake; viewers see them only. Each opens whole in a new tab.
 */
export function PhotosSection({ order, canEdit }: { order: RepairOrderDto; canEdit: boolean }) {
  const query = useListRepairOrderPhotosQuery({ id: order.id }, { refetchOnMountOrArgChange: true });
  const [moment, setMoment] = useState<PhotoMoment>(() => momentNow(order.status));
  const [upload, uploading] = useUploadRepairOrderPhotosMutation();
  const [share] = useShareRepairOrderPhotoMutation();
  const [deleting, setDeleting] = useState<PhotoDto | null>(null);
  const photos = query.data;

  const add = async (files: File[]) => {
    if (!photos) return;
    const tooBig = files.filter((f) => f.size > MAX_PHOTO_BYTES);
    if (tooBig.length > 0) {
      notify({ title: TEXT.failed, message: TEXT.tooBig(tooBig.map((f) => f.name)), variant: 'destructive' });
      return;
    }
    const room = photos.maxPhotos - photos.photos.length;
    if (files.length > room) {
      notify({ title: TEXT.failed, message: TEXT.tooMany(photos.maxPhotos, room), variant: 'destructive' });
      return;
    }
    try {
      await upload({ id: order.id, body: { moment, photos: files } }).unwrap();
      notify({ title: TEXT.added(files.length) });
    } catch (error) {
      notifyFailure(error, { title: TEXT.failed, message: 'Please try again.' });
    }
  };

  const toggleShare = async (photo: PhotoDto, shared: boolean) => {
    try {
      await share({ id: order.id, photoId: photo.id, sharePhotoDto: { shared } }).unwrap();
    } catch (error) {
      notifyFailure(error, { title: TEXT.shareFailed, message: 'Please try again.' });
    }
  };

  if (!photos)
    return (
      <Section title={TEXT.title}>
        <Typography color="text.secondary">{query.isError ? TEXT.loadFailed : TEXT.loading}</Typography>
      </Section>
    );

  const signed = photos.intakeSignedAt !== null;
  const full = photos.photos.length >= photos.maxPhotos;
  return (
    <Section title={TEXT.title}>
      <IntakeSummary orderId={order.id} photos={photos} canEdit={canEdit} />
      {photos.photos.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {TEXT.none}
        </Typography>
      ) : null}
      <Stack spacing={2}>
        {PHOTO_MOMENTS.map((m) => {
          const ofMoment = photos.photos.filter((p) => p.moment === m);
          if (ofMoment.length === 0) return null;
          return (
            <Box key={m} component="section" aria-labelledby={`photos-${m}`}>
              <Typography id={`photos-${m}`} variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
                {PHOTO_MOMENT_LABEL[m]} ({ofMoment.length})
              </Typography>
              <PhotoGrid
                label={TEXT.gridLabel(PHOTO_MOMENT_LABEL[m])}
                photos={ofMoment.map((p, i) => ({
                  ...p,
                  alt: TEXT.alt(PHOTO_MOMENT_LABEL[m], i + 1, ofMoment.length, p.takenBy, when(p.takenAt)),
                  caption: (
                    <>
                      {p.takenBy} · <time dateTime={p.takenAt}>{when(p.takenAt)}</time>
                      {p.moment === 'repair' && !canEdit ? (
                        <Box component="span" sx={{ display: 'block' }}>
                          {p.sharedWithCustomer ? TEXT.sharedYes : TEXT.sharedNo}
                        </Box>
                      ) : null}
                    </>
                  ),
                  actions: canEdit ? (
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                      {p.moment === 'repair' ? (
                        <FormControlLabel
                          control={
                            <Switch
                              size="small"
                              checked={p.sharedWithCustomer}
                              onChange={(e) => void toggleShare(p, e.target.checked)}
                            />
                          }
                          label={TEXT.share}
                          slotProps={{ typography: { variant: 'body2' } }}
                          sx={{ mr: 0 }}
                        />
                      ) : null}
                      {signed ? null : (
                        <Button
                          size="small"
                          color="error"
                          onClick={() => setDeleting(p)}
                          aria-label={TEXT.deleteLabel(PHOTO_MOMENT_LABEL[m], i + 1)}
                        >
                          {TEXT.delete}
                        </Button>
                      )}
                    </Stack>
                  ) : undefined,
                }))}
              />
            </Box>
          );
        })}
      </Stack>
      {signed ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {TEXT.signed(when(photos.intakeSignedAt!))}
        </Typography>
      ) : null}
      {canEdit ? (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ mt: 2, alignItems: { sm: 'center' } }}
        >
          <TextField
            select
            size="small"
            label={TEXT.moment}
            value={moment}
            onChange={(e) => setMoment(e.target.value as PhotoMoment)}
            sx={{ minWidth: 160 }}
          >
            {PHOTO_MOMENTS.map((m) => (
              <MenuItem key={m} value={m}>
                {PHOTO_MOMENT_LABEL[m]}
              </MenuItem>
            ))}
          </TextField>
          <PhotoPicker
            label={uploading.isLoading ? TEXT.uploading : TEXT.add}
            onPick={(files) => void add(files)}
            disabled={uploading.isLoading || full}
          />
          <Typography variant="body2" color="text.secondary">
            {full ? TEXT.full(photos.maxPhotos) : TEXT.count(photos.photos.length, photos.maxPhotos)}
          </Typography>
        </Stack>
      ) : null}
      <DeleteDialog orderId={order.id} photo={deleting} onClose={() => setDeleting(null)} />
    </Section>
  );
}
