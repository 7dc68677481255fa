import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';

export const HERO_SRC = '/images/hero.svg';
export const HERO_WIDTH = 640;
export const HERO_HEIGHT = 480;

/**
 * The hero illustration: explicit size (no layout shift), preloaded, fades and scales in 200 ms
 * (spec 9). The fade is a CSS animation so that the prerendered page shows it without waiting for
 * JavaScript; `data-loaded` tells when the image has loaded.
 * It keeps a compositor layer of its own (`will-change`): the animation gives it one while it runs
 * and, finished, for as long as nothing restyles the page; the islands' start does (their styles
 * move into the head) and the image, at a fractional offset (y 861.64 at 390 px), was then painted
 * into the page's layer instead, its SVG edges resampled a little differently (4 pixels of the
 * screenshot comparison). With its own layer throughout, it draws the same before and after.
 */
export function HeroImage() {
  const [loaded, setLoaded] = useState(false);
  const ref = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete) setLoaded(true);
  }, []);
  return (
    <Box
      component="img"
      ref={ref}
      src={HERO_SRC}
      alt="A technician's tools beside a phone being repaired"
      width={HERO_WIDTH}
      height={HERO_HEIGHT}
      fetchPriority="high"
      decoding="async"
      onLoad={() => setLoaded(true)}
      data-loaded={loaded ? 'true' : 'false'}
      sx={{
        display: 'block',
        width: '100%',
        maxWidth: HERO_WIDTH,
        height: 'auto',
        borderRadius: 4,
        willChange: 'transform',
        animation: 'hero-in 200ms ease-out both',
        '@keyframes hero-in': {
          from: { opacity: 0, transform: 'scale(0.96)' },
          to: { opacity: 1, transform: 'scale(1)' },
        },
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    />
  );
}
