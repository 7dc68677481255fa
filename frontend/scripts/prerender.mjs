// After `vite build`: renders the public pages that need no API call to static HTML
// (dist/<path>/index.html, the home page in dist/index.html) and the app shell used for every
// other path (dist/app-shell.html), so that the first paint needs no JavaScript. The browser
// hydrates them (src/app/main.tsx). Routes whose pages need API data get a shell of their own
// (dist/<route>/app-shell.html, `_` standing for a path parameter) that starts loading the route's
// chunks and that data with the HTML, instead of after the entry script has run. The repair routes
// are rendered per request by the backend with the current catalogue (dist/.ssr/prerender.js,
// renderServerPage); their shells are its fallback. Usage: node scripts/prerender.mjs [outDir]
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const frontend = resolve(fileURLToPath(import.meta.url), '..', '..');
const dist = resolve(frontend, process.argv[2] ?? 'dist');
// Kept in the build: the backend renders the repair pages with it at request time. The static
// site does not serve dot folders.
const ssrOut = join(dist, '.ssr');

const template = readFileSync(join(dist, 'index.html'), 'utf8');
const HERO_PRELOAD = /\s*<link rel="preload" as="image" href="\/images\/hero.svg"[^>]*>/;
const withoutHero = template.replace(HERO_PRELOAD, '');
const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const withHeadLinks = (html, links) =>
  html.replace(/\s*<\/head>/, () => `\n    ${links.join('\n    ')}\n  </head>`);

// What each data route loads beyond the entry: its chunks (from the build manifest) and its data.
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
const routeChunks = (sources) =>
  [...new Set(sources.flatMap((source) => [...staticChunks(source)]))].filter(
    (file) => !loadedByEntry.has(file),
  );
const modulePreloads = (sources) =>
  routeChunks(sources).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);

// Pages whose HTML is the page (prerendered, server-rendered) start the app after their first
// paint (scripts/boot-after-paint.js): the entry script and its preloads give way to the boot
// script, which lists the entry, its chunks and the page's own.
const bootSource = readFileSync(join(frontend, 'scripts', 'boot-after-paint.js'));
const bootFile = `assets/boot-${createHash('sha256').update(bootSource).digest('base64url').slice(0, 8)}.js`;
writeFileSync(join(dist, bootFile), bootSource);
const entryTags = [
  new RegExp(`\\s*<script type="module" crossorigin src="/${entry.file}"></script>`),
  ...[...loadedByEntry]
    .filter((file) => file !== entry.file)
    .map((file) => new RegExp(`\\s*<link rel="modulepreload" crossorigin href="/${file}">`)),
];
function startingAfterPaint(html, pageChunks = []) {
  let out = html;
  for (const tag of entryTags) {
    if (!tag.test(out)) throw new Error(`index.html has no ${tag.source}`);
    out = out.replace(tag, '');
  }
  const modules = [entry.file, ...[...loadedByEntry].filter((file) => file !== entry.file), ...pageChunks];
  const boot = `<script type="module" src="/${bootFile}" data-modules="${modules.map((f) => `/${f}`).join(' ')}"></script>`;
  return out.replace(/\s*<\/head>/, () => `\n    ${boot}\n  </head>`);
}
const repairRoute = (name) => `src/features/repair/routes/${name}.tsx`;
const routeShells = {
  repair: { routes: [repairRoute('RepairPage')], data: ['/api/catalogue'], serverRendered: true },
  'repair/_': { routes: [repairRoute('RepairCategoryPage')], data: ['/api/catalogue'], serverRendered: true },
  'repair/_/_': { routes: [repairRoute('RepairDevicePage')], data: ['/api/catalogue'], serverRendered: true },
  // The wizard's first step is prerendered; its later steps (named by the query string) start here.
  'book-appointment': {
    routes: ['src/features/booking/BookAppointmentPage.tsx'],
    data: ['/api/catalogue', '/api/pricing/all'],
  },
};

// The pages the backend renders per request carry their data, so they load only code, after their
// first paint: the route's chunks and the module that puts the embedded data into the store.
const serverTemplates = Object.fromEntries(
  Object.entries(routeShells)
    .filter(([, shell]) => shell.serverRendered)
    .map(([route, { routes }]) => [
      route,
      startingAfterPaint(
        withoutHero,
        routeChunks([...routes, 'src/app/StoreProvider.tsx', 'src/app/serverData.ts']),
      ),
    ]),
);

await build({
  root: frontend,
  logLevel: 'warn',
  define: { __SERVER_TEMPLATES__: JSON.stringify(serverTemplates) },
  build: {
    ssr: 'src/app/prerender.tsx',
    outDir: ssrOut,
    emptyOutDir: true,
    target: 'node20',
    manifest: false,
    copyPublicDir: false,
  },
  ssr: { noExternal: true },
});
const { renderPage, renderShell, prerenderedPaths } = await import(
  pathToFileURL(join(ssrOut, 'prerender.js')).href
);

function page(marker, { html, meta }, { heroPreload }) {
  let out = (heroPreload ? template : withoutHero).replace(
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
  return out;
}

const homePaths = new Set(['/', '/quote', '/services']);
// A prerendered page whose route also has a shell (the booking wizard: the shell serves its later
// steps) loads that route's chunks and the store with the entry's, after its paint.
const pageChunks = (path) => {
  const shell = routeShells[path.slice(1)];
  return shell ? routeChunks([...shell.routes, 'src/app/StoreProvider.tsx']) : [];
};
for (const path of prerenderedPaths) {
  const rendered = await renderPage(path);
  const file = path === '/' ? join(dist, 'index.html') : join(dist, path.slice(1), 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    file,
    startingAfterPaint(page(path, rendered, { heroPreload: homePaths.has(path) }), pageChunks(path)),
  );
}
const shell = page('*', await renderShell(), { heroPreload: false });
writeFileSync(join(dist, 'app-shell.html'), shell);

// Route shells: the server answers /repair/x/y with dist/repair/_/_/app-shell.html when it does
// not render the page itself (no built renderer, an unknown device, the database away).
for (const [route, { routes, data }] of Object.entries(routeShells)) {
  const links = [
    // The API client fetches with credentials: 'include', which a preload matches with use-credentials.
    ...data.map((url) => `<link rel="preload" as="fetch" href="${url}" crossorigin="use-credentials">`),
    ...modulePreloads(routes),
  ];
  mkdirSync(join(dist, route), { recursive: true });
  writeFileSync(join(dist, route, 'app-shell.html'), withHeadLinks(shell, links));
}
rmSync(join(dist, '.vite'), { recursive: true, force: true });
console.log(
  `prerendered ${prerenderedPaths.length} pages, the app shell and ${Object.keys(routeShells).length} route shells into ${dist}; the renderer of ${Object.keys(serverTemplates).length} server-rendered routes into ${ssrOut}`,
);
