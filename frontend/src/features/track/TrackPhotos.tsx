import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetRepairTrackingPhotosQuery } from '../../api/track';
import { PhotoGrid } from '../../components/photos/PhotoGrid';
import { PHOTO_MOMENTS } from '../../components/photos/photoText';
import { Section } from '../../components/ui/Section';
import { shop } from '../../config/shop';
import { formatDateTime } from '../../lib/dates';
import { TRACK_TEXT } from './text';

const TEXT = TRACK_TEXT.order;

/**
 * The photos of their device a customer sees (intake spec 1): those taken at check-in and at
 * hand-over, and the repair photos staff shared. Nothing shows while there are none.
 */
export function TrackPhotos({ token }: { token: string }) {
  const { data } = useGetRepairTrackingPhotosQuery({ token }, { refetchOnMountOrArgChange: 60 });
  if (!data || data.photos.length === 0) return null;
  return (
    <Section title={TEXT.photos}>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {TEXT.photosNote}
      </Typography>
      <Stack spacing={2}>
        {PHOTO_MOMENTS.map((moment) => {
          const photos = data.photos.filter((p) => p.moment === moment);
          if (photos.length === 0) return null;
          const label = TEXT.photoMoment[moment];
          return (
            <div key={moment}>
              <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
                {label}
              </Typography>
              <PhotoGrid
                label={`Photos: ${label.toLowerCase()}`}
                photos={photos.map((p, i) => {
                  const at = formatDateTime(p.takenAt, shop.timeZone);
                  return {
                    ...p,
                    alt: TEXT.photoAlt(label, i + 1, photos.length, at),
                    caption: <time dateTime={p.takenAt}>{at}</time>,
                  };
                })}
              />
            </div>
          );
        })}
      </Stack>
    </Section>
  );
}
