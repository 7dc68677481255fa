// The link previews' pictures: a 1200×630 PNG per section of the site (src/config/paths.ts
// SHARE_SECTIONS), made at build time from the shop's name, tagline and phone and the theme's
// colours. satori lays the card out (its text drawn as paths from the Inter font files of
// @fontsource/inter, so no system font is needed), sharp turns the SVG into a PNG.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import satori from 'satori';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
const font = (weight) =>
  readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
const fonts = [400, 700, 800].map((weight) => ({
  name: 'Inter',
  data: font(weight),
  weight,
  style: 'normal',
}));

/** A satori element: a flex box with its style and children. */
const box = (style, ...children) => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children: children.length === 1 ? children[0] : children },
});

function card({ shop, colours }, heading) {
  return box(
    {
      width: '100%',
      height: '100%',
      boxSizing: 'border-box',
      flexDirection: 'column',
      padding: '64px 72px',
      color: colours.text,
      backgroundColor: colours.primary,
      backgroundImage: `linear-gradient(135deg, ${colours.primary} 0%, ${colours.primaryDark} 100%)`,
      fontFamily: 'Inter',
    },
    box(
      { alignItems: 'center', gap: 20 },
      box({ width: 18, height: 56, backgroundColor: colours.accent, borderRadius: 4 }),
      box({ fontSize: 40, fontWeight: 700 }, shop.name),
    ),
    box(
      { flexDirection: 'column', flexGrow: 1, justifyContent: 'center' },
      box({ fontSize: 84, fontWeight: 800, lineHeight: 1.05 }, heading),
      box({ fontSize: 36, marginTop: 24, color: colours.accent, fontWeight: 700 }, shop.tagline),
    ),
    box({ fontSize: 30, color: '#dbe7f0' }, `${shop.phone}  |  ${shop.address}`),
  );
}

/** Writes dist/<path> for every section; returns the paths written. */
export async function writeShareImages(dist, seo) {
  const { width, height } = seo.shareImageSize;
  const written = [];
  for (const [section, heading] of Object.entries(seo.sections)) {
    const svg = await satori(card(seo, heading), { width, height, fonts });
    const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
    const path = seo.shareImage(section);
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), png);
    written.push(path);
  }
  return written;
}
