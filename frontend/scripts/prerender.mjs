// After `vite build`: writes what the server needs to answer every route of the route table
// (src/config/paths.ts) into dist/.site/, and the table itself as dist/.site/routes.json:
// - `prerender` routes: their pages rendered to HTML (pages/…): each route without parameters,
//   and every path of a route with parameters that a prerendered page links to;
// - `server` routes: their page template (templates/…), into which the backend renders the page
//   per request with the route's data, using the renderer built here (ssr/prerender.js);
// - every route: its shell (shells/…): header, loading indicator and footer, with the route's title,
//   its chunks and data preloaded, for any URL of the route that has no page of its own.
// Pages that are the page (prerendered, server-rendered) start the app after their first paint
// (scripts/boot-after-paint.js). The backend (backend/src/site) serves all of it from routes.json.
// Usage: node scripts/prerender.mjs [outDir]
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { parse } from 'yaml';
import { writeShareImages } from './share-images.mjs';

const frontend = resolve(fileURLToPath(import.meta.url), '..', '..');
const dist = resolve(frontend, process.argv[2] ?? 'dist');
// Not served as files: the backend reads it (dot folders are not served).
const siteDir = join(dist, '.site');
rmSync(siteDir, { recursive: true, force: true });
const write = (file, text) => {
  mkdirSync(dirname(join(siteDir, file)), { recursive: true });
  writeFileSync(join(siteDir, file), text);
  return file;
};

const template = readFileSync(join(dist, 'index.html'), 'utf8');
const HERO_PRELOAD = /\s*<link rel="preload" as="image" href="(\/images\/[^"]+)"[^>]*>/;
const heroImage = HERO_PRELOAD.exec(template)?.[1];
const withoutHero = template.replace(HERO_PRELOAD, '');
const withHeadLinks = (html, links) =>
  links.length ? html.replace(/\s*<\/head>/, () => `\n    ${links.join('\n    ')}\n  </head>`) : html;

// What a route loads beyond the entry: its chunks, from the build manifest.
const manifestFile = join(dist, '.vite', 'manifest.json');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const entry = manifest['index.html'];
// The script of the content pages (`hydrate: 'islands'`): their interactive parts only.
const islandsEntry = manifest['src/app/islands.tsx'];
if (!entry?.isEntry || !islandsEntry?.isEntry) throw new Error('the build manifest lacks an entry');
function staticChunks(key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticChunks(imported, into);
  return into;
}
const loadedByEntry = staticChunks('index.html');
const loadedByIslands = staticChunks('src/app/islands.tsx');
const chunksOf = (sources) =>
  [...new Set(sources.flatMap((source) => [...staticChunks(source)]))].filter(
    (file) => !loadedByEntry.has(file),
  );
/** A route's chunks: its page, the store unless it renders without, the embedded data's reader. */
const routeChunks = (route) =>
  chunksOf([
    `src/${route.page}.tsx`,
    ...(route.store === false ? [] : ['src/app/StoreProvider.tsx']),
    ...(route.render === 'server' ? ['src/app/serverData.ts'] : []),
  ]);
// A painted page hydrates once the parts it shows have loaded (app/main.tsx): the footer too.
const paintedChunks = chunksOf(['src/components/footer/Footer.tsx']);

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
/**
 * `route`'s page (prerendered, or a server-rendered route's template) with the boot script: the app
 * with the page's chunks, or for a content page (`hydrate: 'islands'`) the islands' script alone.
 */
function startingAfterPaint(html, route, pageChunks) {
  let out = html;
  for (const tag of entryTags) {
    if (!tag.test(out)) throw new Error(`index.html has no ${tag.source}`);
    out = out.replace(tag, '');
  }
  const modules =
    route.hydrate === 'islands'
      ? [islandsEntry.file, ...[...loadedByIslands].filter((file) => file !== islandsEntry.file)]
      : [entry.file, ...[...loadedByEntry].filter((file) => file !== entry.file), ...pageChunks];
  const boot = `<script type="module" src="/${bootFile}" data-modules="${[...new Set(modules)].map((f) => `/${f}`).join(' ')}"></script>`;
  return out.replace(/\s*<\/head>/, () => `\n    ${boot}\n  </head>`);
}

// The API reads a route names (operationIds of openapi.yaml, as the generated client does): a
// shell preloads their answers. The API client fetches with credentials: 'include', which a
// preload matches with use-credentials.
const openapi = parse(readFileSync(join(frontend, '..', 'openapi.yaml'), 'utf8'));
const readUrls = new Map(
  Object.entries(openapi.paths).flatMap(([path, operations]) =>
    operations.get?.operationId ? [[operations.get.operationId, path]] : [],
  ),
);
// A read with parameters (a repair's tracking, by the token in the path) has no URL to preload.
function dataPreloads(route) {
  return (route.data ?? []).flatMap((name) => {
    const url = readUrls.get(name);
    if (!url) throw new Error(`route ${route.name}: ${name} is not a GET of openapi.yaml`);
    return url.includes('{')
      ? []
      : [`<link rel="preload" as="fetch" href="${url}" crossorigin="use-credentials">`];
  });
}

await build({
  root: frontend,
  logLevel: 'warn',
  build: {
    ssr: 'src/app/prerender.tsx',
    outDir: join(siteDir, 'ssr'),
    emptyOutDir: true,
    target: 'node20',
    manifest: false,
    copyPublicDir: false,
  },
  ssr: { noExternal: true },
  // The renderer runs in the server however it is started (NODE_ENV=development in the tests and
  // `npm run perf:web`): React and Redux in their production builds, without development checks
  // that slow every server render.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
});
const { routeTable, metaOf, routeOf, renderPage, renderShell, inTemplate, routeShell, seoBuild, indexable } =
  await import(pathToFileURL(join(siteDir, 'ssr', 'prerender.js')).href);
const byName = new Map(routeTable.map((route) => [route.name, route]));

// Shells: for every route, the layout with a loading indicator, the route's title and preloads.
const shell = inTemplate(withoutHero, '*', await renderShell());
const shells = new Map(
  routeTable.map((route) => {
    const titled = routeShell(shell, route.name);
    const links = [
      ...dataPreloads(route),
      ...routeChunks(route).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ];
    return [route.name, write(`shells/${route.name}.html`, withHeadLinks(titled, links))];
  }),
);

// Prerendered pages: every prerender route without parameters, then the paths their pages link to.
const pages = new Map(routeTable.map((route) => [route.name, {}]));
const queue = routeTable
  .filter((r) => r.render === 'prerender' && !/[:*]/.test(r.pattern))
  .map((r) => r.pattern);
const seen = new Set(queue);
const indexedPages = [];
while (queue.length) {
  const path = queue.shift();
  const route = byName.get(routeOf(path));
  const rendered = await renderPage(path);
  if (rendered.notFound) throw new Error(`${path} (${route.name}) renders a not-found page`);
  const html = inTemplate(
    heroImage && rendered.html.includes(heroImage) ? template : withoutHero,
    path,
    rendered,
  );
  // Indexed: the page is its own canonical address (the sitemap lists it).
  if (rendered.meta?.canonical === path) indexedPages.push(path);
  const file = path === '/' ? 'pages/index.html' : `pages${path}.html`;
  pages.get(route.name)[path] = write(
    file,
    startingAfterPaint(html, route, [...routeChunks(route), ...paintedChunks]),
  );
  for (const [, link] of rendered.html.matchAll(/href="(\/[^"?#]*)"/g)) {
    const target = byName.get(routeOf(link));
    if (target?.render === 'prerender' && !seen.has(link)) {
      seen.add(link);
      queue.push(link);
    }
  }
}

// Server-rendered routes: their page template, into which the backend renders each page.
const templates = new Map(
  routeTable
    .filter((route) => route.render === 'server')
    .map((route) => [
      route.name,
      write(
        `templates/${route.name}.html`,
        startingAfterPaint(withoutHero, route, [...routeChunks(route), ...paintedChunks]),
      ),
    ]),
);

const routes = routeTable.map((route) => ({
  name: route.name,
  pattern: route.pattern,
  render: route.render,
  hydrate: route.hydrate ?? 'app',
  audience: route.audience,
  title: metaOf(route.name).title,
  data: route.data ?? [],
  example: route.example ?? route.pattern,
  queryInBrowser: route.queryInBrowser === true,
  indexed: indexable(route),
  shell: shells.get(route.name),
  ...(route.render === 'prerender' ? { pages: pages.get(route.name) } : {}),
  ...(route.render === 'server' ? { template: templates.get(route.name) } : {}),
}));
// For the server: the stand-ins it replaces in every page (the site's address, where the shop's
// structured data goes), and the prerendered pages the sitemap lists, made now.
const site = {
  publicOrigin: seoBuild.origin,
  shopDataMarker: seoBuild.shopDataMarker,
  builtAt: new Date().toISOString(),
  shopImages: { photo: seoBuild.shareImage('home'), logo: '/images/logo.svg' },
  indexedPages,
};
write('routes.json', `${JSON.stringify({ renderer: 'ssr/prerender.js', ...site, routes }, null, 2)}\n`);
const images = await writeShareImages(dist, seoBuild);

// What each script is made of (scripts/bundle-report.ts), for the size budget (scripts/check-budget.mjs).
write('modules.json', readFileSync(join(dist, '.vite', 'modules.json'), 'utf8'));
// The template and the build manifest were only for this step.
rmSync(join(dist, 'index.html'));
rmSync(join(dist, '.vite'), { recursive: true, force: true });
console.log(
  `${routes.length} routes into ${siteDir}: ${seen.size} prerendered pages, ${templates.size} server-rendered templates, ${shells.size} shells, ${images.length} share images`,
);
