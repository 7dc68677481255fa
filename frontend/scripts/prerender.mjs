// After `vite build`: renders the public pages that need no API call to static HTML
// (dist/<path>/index.html, the home page in dist/index.html) and the app shell used for every
// other path (dist/app-shell.html), so that the first paint needs no JavaScript. The browser
// hydrates them (src/app/main.tsx). Routes whose pages need API data get a shell of their own
// (dist/<route>/app-shell.html, `_` standing for a path parameter) that starts loading the route's
// chunks and that data with the HTML, instead of after the entry script has run. Usage: node scripts/prerender.mjs [outDir]
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const frontend = resolve(fileURLToPath(import.meta.url), '..', '..');
const dist = resolve(frontend, process.argv[2] ?? 'dist');
const ssrOut = join(dist, '.prerender');

await build({
  root: frontend,
  logLevel: 'warn',
  build: { ssr: 'src/app/prerender.tsx', outDir: ssrOut, emptyOutDir: true, target: 'node20' },
  ssr: { noExternal: true },
});
const { renderPage, renderShell, prerenderedPaths } = await import(
  pathToFileURL(join(ssrOut, 'prerender.js')).href
);

const template = readFileSync(join(dist, 'index.html'), 'utf8');
const HERO_PRELOAD = /\s*<link rel="preload" as="image" href="\/images\/hero.svg"[^>]*>/;
const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function page(marker, { html, meta }, { heroPreload }) {
  let out = template.replace(
    '<div id="root"></div>',
    () => `<div id="root" data-prerendered="${marker}">${html}</div>`,
  );
  if (!out.includes(`data-prerendered="${marker}"`)) throw new Error('index.html has no empty #root');
  if (meta?.title)
    out = out.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`);
  if (meta?.description) {
    out = out.replace(
      /<meta name="description" content="[^"]*"/,
      () => `<meta name="description" content="${escapeHtml(meta.description)}"`,
    );
  }
  if (!heroPreload) out = out.replace(HERO_PRELOAD, '');
  return out;
}

const homePaths = new Set(['/', '/quote', '/services']);
for (const path of prerenderedPaths) {
  const rendered = await renderPage(path);
  const file = path === '/' ? join(dist, 'index.html') : join(dist, path.slice(1), 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, page(path, rendered, { heroPreload: homePaths.has(path) }));
}
const shell = page('*', await renderShell(), { heroPreload: false });
writeFileSync(join(dist, 'app-shell.html'), shell);

// Route shells: the server answers /repair/x/y with dist/repair/_/_/app-shell.html when there is one.
const manifestFile = join(dist, '.vite', 'manifest.json');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
function staticChunks(key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticChunks(imported, into);
  return into;
}
const loadedByEntry = staticChunks(Object.keys(manifest).find((key) => manifest[key] === entry));
const repairRoute = (name) => `src/features/repair/routes/${name}.tsx`;
const routeShells = {
  repair: { routes: [repairRoute('RepairPage')], data: ['/api/catalogue'] },
  'repair/_': { routes: [repairRoute('RepairCategoryPage')], data: ['/api/catalogue'] },
  'repair/_/_': { routes: [repairRoute('RepairDevicePage')], data: ['/api/catalogue'] },
  'book-appointment': {
    routes: ['src/features/booking/BookAppointmentPage.tsx'],
    data: ['/api/catalogue', '/api/pricing/all'],
  },
};
for (const [route, { routes, data }] of Object.entries(routeShells)) {
  const chunks = new Set(routes.flatMap((route) => [...staticChunks(route)]));
  const links = [
    // The API client fetches with credentials: 'include', which a preload matches with use-credentials.
    ...data.map((url) => `<link rel="preload" as="fetch" href="${url}" crossorigin="use-credentials">`),
    ...[...chunks]
      .filter((file) => !loadedByEntry.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  mkdirSync(join(dist, route), { recursive: true });
  writeFileSync(
    join(dist, route, 'app-shell.html'),
    shell.replace(/\s*<\/head>/, () => `\n    ${links.join('\n    ')}\n  </head>`),
  );
}
rmSync(join(dist, '.vite'), { recursive: true, force: true });
rmSync(ssrOut, { recursive: true, force: true });
console.log(
  `prerendered ${prerenderedPaths.length} pages, the app shell and ${Object.keys(routeShells).length} route shells into ${dist}`,
);
