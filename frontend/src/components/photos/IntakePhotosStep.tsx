import { useEffect, useRef, useState, type ElementType, type ReactNode } from 'react';
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

/** A file on its way to the server, shown from the device's own copy meanwhile. */
interface Pending {
  key: string;
  name: string;
  url: string;
}

let pendingKeys = 0;

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

  // The local previews' memory goes back when the step closes mid-upload.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

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
    const batch = files.map((f) => ({
      key: `pending-${++pendingKeys}`,
      name: f.name,
      url: URL.createObjectURL(f),
    }));
    batch.forEach((p) => previews.current.add(p.url));
    setPending((now) => [...now, ...batch]);
    try {
      await upload({ id: orderId, body: { moment: 'intake', photos: files } }).unwrap();
      // The list is asked again (the upload invalidates it); the previews give way to the server's thumbnails.
      await query.refetch();
    } catch (error) {
      notifyFailure(error, { title: TEXT.failed, message: 'Please try again.' });
    } finally {
      setPending((now) => now.filter((p) => !batch.includes(p)));
      batch.forEach((p) => {
        URL.revokeObjectURL(p.url);
        previews.current.delete(p.url);
      });
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
      thumbnailUrl: p.url,
      imageUrl: p.url,
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
