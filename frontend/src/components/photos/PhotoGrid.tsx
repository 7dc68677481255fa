import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';

/** One photo in a grid: its thumbnail (a link to the whole photo), its words, and what may be done to it. */
export interface PhotoTile {
  id: string;
  thumbnailUrl: string;
  thumbnailWidth: number;
  thumbnailHeight: number;
  imageUrl: string;
  /** What the photo shows, for those who cannot see it ("Intake photo 1 of 2"). */
  alt: string;
  /** Under the thumbnail: who took it and when, or whether the customer sees it. */
  caption?: ReactNode;
  /** Buttons for staff (share, delete). */
  actions?: ReactNode;
  /** Still on its way to the server (a local preview, '' while none): shown faded, not a link. */
  pending?: boolean;
}

/**
 * Photos of a device as a grid of thumbnails (the order page, the tracking page): each opens the
 * whole photo in a new tab. Light on purpose: the tracking page loads it.
 */
export function PhotoGrid({ photos, label }: { photos: PhotoTile[]; label: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
      }}
    >
      {photos.map((p) => {
        const thumbnail = !p.thumbnailUrl ? (
          <Box
            role="img"
            aria-label={p.alt}
            sx={{
              aspectRatio: '4 / 3',
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'action.hover',
            }}
          />
        ) : (
          <Box
            component="img"
            src={p.thumbnailUrl}
            alt={p.alt}
            width={p.thumbnailWidth}
            height={p.thumbnailHeight}
            loading={p.pending ? undefined : 'lazy'}
            sx={{
              width: '100%',
              height: 'auto',
              aspectRatio: '4 / 3',
              objectFit: 'cover',
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'action.hover',
              opacity: p.pending ? 0.55 : 1,
            }}
          />
        );
        return (
          <Box component="li" key={p.id} sx={{ minWidth: 0 }} aria-busy={p.pending || undefined}>
            {p.pending ? (
              <Box sx={{ lineHeight: 0 }}>{thumbnail}</Box>
            ) : (
              <Link href={p.imageUrl} target="_blank" rel="noopener" sx={{ display: 'block', lineHeight: 0 }}>
                {thumbnail}
              </Link>
            )}
            {p.caption ? (
              <Box sx={{ mt: 0.5, typography: 'body2', color: 'text.secondary' }}>{p.caption}</Box>
            ) : null}
            {p.actions ? <Box sx={{ mt: 0.5 }}>{p.actions}</Box> : null}
          </Box>
        );
      })}
    </Box>
  );
}
