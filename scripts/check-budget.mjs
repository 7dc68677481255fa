// The size budget of the built site (frontend/dist): the JavaScript a visitor downloads before
// the home page renders or hydrates (entry script and its modulepreloads) at most 150 KB gzipped, every lazily
// loaded chunk at most 40 KB gzipped, and no staff screen among what public pages load first.
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = resolve(fileURLToPath(import.meta.url), '..', '..', 'frontend', process.argv[2] ?? 'dist');
const ENTRY_LIMIT = 150 * 1024;
const CHUNK_LIMIT = 40 * 1024;
// The prerendered home page loads the app after its first paint (a boot script naming the entry
// and its chunks); a page rendered in the browser (the app shell) loads the same entry at once.
const scriptsOf = (page) => {
  const html = readFileSync(join(dist, page), 'utf8');
  const listed = [...html.matchAll(/data-modules="([^"]+)"/g)].flatMap((m) => m[1].split(' '));
  const linked = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  return [...linked, ...listed].map((path) => path.slice(1));
};
const initial = [...new Set([...scriptsOf('index.html'), ...scriptsOf('app-shell.html')])];
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const problems = [];
const initialSize = initial.reduce((sum, f) => sum + gz(f), 0);
console.log(
  `JS before the first render: ${kb(initialSize)} gzipped (${initial.length} files; limit ${kb(ENTRY_LIMIT)})`,
);
if (initialSize > ENTRY_LIMIT) problems.push(`initial JS ${kb(initialSize)} > ${kb(ENTRY_LIMIT)}`);
for (const file of initial) {
  if (/admin/i.test(file)) problems.push(`a staff chunk loads with the public pages: ${file}`);
}
const lazy = readdirSync(join(dist, 'assets'))
  .filter((f) => f.endsWith('.js') && !initial.includes(`assets/${f}`))
  .map((f) => ({ f, size: gz(`assets/${f}`) }))
  .sort((a, b) => b.size - a.size);
for (const { f, size } of lazy) {
  console.log(`  lazy ${f}: ${kb(size)}`);
  if (size > CHUNK_LIMIT) problems.push(`lazy chunk ${f} is ${kb(size)} > ${kb(CHUNK_LIMIT)}`);
}
if (problems.length) {
  console.error(`Over budget:\n  - ${problems.join('\n  - ')}`);
  process.exit(1);
}
console.log('Within budget.');
