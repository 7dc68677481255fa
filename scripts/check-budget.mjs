// The size budget of the built site (frontend/dist): the JavaScript a visitor downloads before
// the app first renders (the entry script and its static imports) at most 150 KB gzipped, every lazily
// loaded chunk at most 40 KB gzipped, and no staff screen among what public pages load first.
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = resolve(fileURLToPath(import.meta.url), '..', '..', 'frontend', process.argv[2] ?? 'dist');
const ENTRY_LIMIT = 150 * 1024;
const CHUNK_LIMIT = 40 * 1024;
// What loads before the first render: the entry script (named by the app shell) and the modules it
// imports statically, transitively.
const shellHtml = readFileSync(join(dist, '.site', 'shells', 'notFound.html'), 'utf8');
const entryFile = /<script type="module" crossorigin src="\/(assets\/[^"]+\.js)"/.exec(shellHtml)[1];
const initial = [];
const visit = (file) => {
  if (initial.includes(file)) return;
  initial.push(file);
  const code = readFileSync(join(dist, file), 'utf8');
  for (const [, imported] of code.matchAll(/import\s*(?:[\w${},\s*]*from\s*)?["']\.\/([^"']+\.js)["']/g))
    visit(`assets/${imported}`);
};
visit(entryFile);
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
