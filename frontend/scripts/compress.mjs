// After `vite build`: writes a brotli (.br) and a gzip (.gz) copy of every text asset in dist/
// (pages and shells in dist/.site/ included) at the highest levels, once, so the server never
// compresses per request or at start.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = resolve(process.argv[2] ?? 'dist');
// Files naming the stand-in for the site's address are sent by the server with PUBLIC_URL in its
// place (backend/src/site), compressed then: no copy of them here.
const { publicOrigin } = JSON.parse(readFileSync(join(dist, '.site', 'routes.json'), 'utf8'));
const TEXT = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest']);
let count = 0;
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    // The build's own folders are not served, but for the pages and shells in .site/ (its renderer
    // in .site/ssr/ is not sent either).
    if (name.startsWith('.') && name !== '.site') continue;
    if (path === join(dist, '.site', 'ssr')) continue;
    if (statSync(path).isDirectory()) walk(path);
    else if (TEXT.has(extname(path))) {
      const raw = readFileSync(path);
      if (raw.length < 512 || raw.includes(publicOrigin)) continue;
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(raw, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
        }),
      );
      writeFileSync(`${path}.gz`, gzipSync(raw, { level: 9 }));
      count++;
    }
  }
}
walk(dist);
console.log(`compressed ${count} files in ${dist}`);
