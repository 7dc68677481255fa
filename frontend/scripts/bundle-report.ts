// A Vite plugin that records what each script of the browser build is made of: per chunk, the bytes
// of its minified code that come from each package (`react-dom`, `@mui/material`, ...) or, for the
// app's own code, from each folder under src/ (`src/features/home`), read from the chunk's source
// map (made for this and never written). Written to `<outDir>/.vite/modules.json` beside the build
// manifest; scripts/prerender.mjs carries it into `.site/modules.json`, where
// scripts/check-budget.mjs reads it to say where a page's bytes go.
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { decode } from '@jridgewell/sourcemap-codec';
import type { Plugin } from 'vite';

/** The group a source belongs to: its package, the app's folder, or the bundler's own code. */
export function moduleGroup(source: string, srcDir: string): string {
  const path = source.split('?')[0]!.replaceAll('\\', '/');
  const inPackages = path.lastIndexOf('/node_modules/');
  if (inPackages !== -1) {
    const [first = '', second = ''] = path.slice(inPackages + '/node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  if (path.startsWith(`${srcDir}/`)) {
    const parts = path.slice(srcDir.length + 1).split('/');
    // Features and components by their own folder (src/features/home); the rest by its top folder.
    const depth = ['features', 'components'].includes(parts[0]!) && parts.length > 2 ? 2 : 1;
    return `src/${parts.slice(0, depth).join('/')}`;
  }
  return '(bundler)';
}

/** The bytes of `code` each group wrote: each mapped segment runs to the next one on its line. */
export function bytesByGroup(
  code: string,
  map: { sources: (string | null)[]; mappings: string },
  group: (source: string) => string,
): Record<string, number> {
  const groups: Record<string, number> = {};
  const add = (name: string, n: number) => {
    if (n > 0) groups[name] = (groups[name] ?? 0) + n;
  };
  const mappings = decode(map.mappings);
  code.split('\n').forEach((line, i) => {
    const segments = mappings[i] ?? [];
    // Bytes, not characters: a line's text up to a column, as UTF-8.
    const at = (column: number) => Buffer.byteLength(line.slice(0, column));
    let column = 0;
    let owner = '(bundler)';
    for (const segment of segments) {
      add(owner, at(segment[0]) - at(column));
      column = segment[0];
      const source = segment.length > 1 ? map.sources[segment[1]!] : null;
      owner = source ? group(source) : '(bundler)';
    }
    add(owner, at(line.length) - at(column) + 1); // and its newline
  });
  return groups;
}

export function bundleReport(): Plugin {
  let outDir = 'dist';
  let srcDir = 'src';
  let enabled = true;
  let chunks: Record<string, Record<string, number>> = {};
  return {
    name: 'bundle-report',
    apply: 'build',
    // The browser build only (the prerender step's server build is not sent to anyone): with source
    // maps that stay in memory.
    config: (config) =>
      config.build?.ssr ? undefined : { build: { sourcemap: config.build?.sourcemap || 'hidden' } },
    configResolved(config) {
      enabled = !config.build.ssr;
      outDir = resolve(config.root, config.build.outDir);
      srcDir = resolve(config.root, 'src').replaceAll('\\', '/');
    },
    generateBundle(_options, bundle) {
      if (!enabled) return;
      chunks = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !output.map) continue;
        // Sources are named relative to the chunk's file.
        const dir = dirname(join(outDir, output.fileName));
        chunks[output.fileName] = bytesByGroup(output.code, output.map, (source) =>
          moduleGroup(resolve(dir, source), srcDir),
        );
        delete bundle[`${output.fileName}.map`];
        output.map = null;
        output.sourcemapFileName = null;
      }
    },
    writeBundle() {
      if (!enabled) return;
      // Vite rewrites chunks once they are mapped (the preload helper and the list of what a dynamic
      // import loads): the bytes it adds are the bundler's.
      for (const [file, groups] of Object.entries(chunks)) {
        const counted = Object.values(groups).reduce((sum, n) => sum + n, 0);
        const added = statSync(join(outDir, file)).size - counted;
        if (added > 0) groups['(bundler)'] = (groups['(bundler)'] ?? 0) + added;
      }
      mkdirSync(join(outDir, '.vite'), { recursive: true });
      writeFileSync(join(outDir, '.vite', 'modules.json'), `${JSON.stringify({ chunks }, null, 1)}\n`);
    },
  };
}
