import { useState, type ElementType, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  useDeclineRepairOrderIntakePhotosMutation,
  useListRepairOrderPhotosQuery,
  useUploadRepairOrderPhotosMutation,
  type OrderPhotosDto,
} from '../../api/staff';
import { notify, notifyFailure } from '../notify';
import { PhotoGrid, type PhotoTile } from './PhotoGrid';
import { PhotoPicker } from './PhotoPicker';
import { INTAKE_PHOTOS_TEXT as TEXT, MAX_PHOTO_BYTES } from './photoText';

/** Where the check-in stands on photos: enough taken, the customer declined, or some missing. */
export function intakePhotosState(photos: OrderPhotosDto): {
  taken: number;
  needed: number;
  complete: boolean;
  declined: boolean;
} {
  const taken = photos.photos.filter((p) => p.moment === 'intake').length;
  const needed = photos.intakePhotosRequired;
  const declined = photos.intakePhotosDeclined !== null;
  return { taken, needed, declined, complete: declined || taken >= needed };
}

/** A file on its way to the server, shown from the device's own copy meanwhile (once drawn). */
interface Pending {
  key: string;
  name: string;
  preview: string | null;
}

let pendingKeys = 0;

/**
 * A small JPEG of a picked photo, drawn in the browser (a data: address, which the page's
 * Content-Security-Policy allows for images, and light on a phone's memory); null when the
 * browser cannot decode it (then the tile shows without a picture until the server's thumbnail).
 */
async function previewOf(file: File): Promise<string | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, 360 / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return canvas.toDataURL('image/jpeg', 0.7);
  } catch {
    return null;
  }
}

/**
 * The check-in's photos step (intake spec 1), after the check-in made the order: staff take the
 * intake photos the setting asks for (INTAKE_PHOTOS_REQUIRED, default 2: front and back) straight
 * from the camera on a phone or tablet (a file chooser at a desk); each shows as a thumbnail at
 * once and uploads to the new order. The step says what is missing, and ends with "Done" once the
 * photos are there, with the customer's refusal recorded ("Customer declined photos"), or with
 * "Take photos later" (the order page then says the intake photos are missing).
 *
 * The check-in dialog puts the body in its DialogContent and the buttons in its DialogActions; the
 * walk-in form in a section of its page: `Content` and `Actions` say which.
 */
export function IntakePhotosStep({
  orderId,
  onDone,
  Content = Box,
  Actions = Box,
}: {
  orderId: string;
  /** Leaves the step for the order's page (complete or not). */
  onDone: () => void;
  Content?: ElementType<{ children: ReactNode }>;
  Actions?: ElementType<{ children: ReactNode }>;
}) {
  const query = useListRepairOrderPhotosQuery({ id: orderId }, { refetchOnMountOrArgChange: true });
  const [upload] = useUploadRepairOrderPhotosMutation();
  const [decline, declining] = useDeclineRepairOrderIntakePhotosMutation();
  const [pending, setPending] = useState<Pending[]>([]);
  const photos = query.data;

  const add = async (files: File[]) => {
    if (!photos) return;
    const tooBig = files.filter((f) => f.size > MAX_PHOTO_BYTES);
    if (tooBig.length > 0) {
      notify({ title: TEXT.failed, message: TEXT.tooBig(tooBig.map((f) => f.name)), variant: 'destructive' });
      return;
    }
    const room = photos.maxPhotos - photos.photos.length - pending.length;
    if (files.length > room) {
      notify({ title: TEXT.failed, message: TEXT.tooMany(photos.maxPhotos, room), variant: 'destructive' });
      return;
    }
    const batch: Pending[] = files.map((f) => ({
      key: `pending-${++pendingKeys}`,
      name: f.name,
      preview: null,
    }));
    const keys = new Set(batch.map((p) => p.key));
    setPending((now) => [...now, ...batch]);
    // The pictures of the tiles come as the browser draws them, while the files upload.
    batch.forEach(
      (p, i) =>
        void previewOf(files[i]).then((preview) =>
          setPending((now) => now.map((q) => (q.key === p.key ? { ...q, preview } : q))),
        ),
    );
    try {
      await upload({ id: orderId, body: { moment: 'intake', photos: files } }).unwrap();
      // The list is asked again (the upload invalidates it); the previews give way to the server's thumbnails.
      await query.refetch();
    } catch (error) {
      notifyFailure(error, { title: TEXT.failed, message: 'Please try again.' });
    } finally {
      setPending((now) => now.filter((p) => !keys.has(p.key)));
    }
  };

  const refuse = async () => {
    try {
      await decline({ id: orderId }).unwrap();
      onDone();
    } catch (error) {
      notifyFailure(error, { title: TEXT.declineFailed, message: 'Please try again.' });
    }
  };

  if (!photos)
    return (
      <>
        <Content>
          {query.isError ? (
            <Alert severity="warning">{TEXT.loadFailed}</Alert>
          ) : (
            <Typography color="text.secondary">{TEXT.loading}</Typography>
          )}
        </Content>
        <Actions>
          <Button onClick={onDone}>{TEXT.later}</Button>
        </Actions>
      </>
    );

  const state = intakePhotosState(photos);
  const intake = photos.photos.filter((p) => p.moment === 'intake');
  const tiles: PhotoTile[] = [
    ...intake.map((p, i) => ({ ...p, alt: TEXT.alt(i + 1, intake.length + pending.length) })),
    ...pending.map((p) => ({
      id: p.key,
      thumbnailUrl: p.preview ?? '',
      imageUrl: '',
      thumbnailWidth: 360,
      thumbnailHeight: 270,
      alt: TEXT.pendingAlt(p.name),
      caption: TEXT.uploadingCaption,
      pending: true,
    })),
  ];
  const full = photos.photos.length + pending.length >= photos.maxPhotos;
  const status = state.declined
    ? TEXT.declined
    : state.taken < state.needed
      ? TEXT.missing(state.taken, state.needed)
      : TEXT.complete(state.taken);

  return (
    <>
      <Content>
        <Stack spacing={2}>
          <Typography>{TEXT.ask(state.needed)}</Typography>
          <Alert
            severity={state.complete ? 'success' : 'warning'}
            role="status"
            aria-live="polite"
            sx={{ alignItems: 'center' }}
          >
            {pending.length > 0 ? TEXT.uploading(pending.length) : status}
          </Alert>
          {tiles.length > 0 ? <PhotoGrid photos={tiles} label={TEXT.gridLabel} /> : null}
          {state.declined ? null : (
            <Box>
              <PhotoPicker
                label={TEXT.take(state.taken + pending.length)}
                onPick={(files) => void add(files)}
                disabled={full}
              />
            </Box>
          )}
        </Stack>
      </Content>
      <Actions>
        {state.complete ? (
          <Button
            variant="contained"
            onClick={onDone}
            disabled={pending.length > 0}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {TEXT.done}
          </Button>
        ) : (
          <Stack
            direction={{ xs: 'column-reverse', sm: 'row' }}
            spacing={1}
            sx={{ width: { xs: '100%', sm: 'auto' }, justifyContent: 'flex-end' }}
          >
            <Button onClick={onDone} disabled={pending.length > 0}>
              {TEXT.later}
            </Button>
            <Button
              variant="outlined"
              onClick={() => void refuse()}
              disabled={declining.isLoading || pending.length > 0}
            >
              {TEXT.decline}
            </Button>
          </Stack>
        )}
      </Actions>
    </>
  );
}
