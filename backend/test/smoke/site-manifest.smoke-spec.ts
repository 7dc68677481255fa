import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { routeMatcher } from '../../src/site/route-matcher.js';
import { readManifest, type SiteManifest } from '../../src/site/site-manifest.js';
import { answersAsManifestSays, type FrontendModule } from '../support/site-routes.js';
import { freePort } from '../support/free-port.js';

/**
 * Issue 18: each route is declared once (frontend/src/config/paths.ts); the build emits the table
 * as dist/.site/routes.json. These checks fail when the prerender step, the Node server or the
 * compose nginx disagree with it. Needs the build (`npm run build`).
 */
const root = resolve(fileURLToPath(import.meta.url), '..', '..', '..', '..');
const dist = join(root, 'frontend', 'dist');
const siteDir = join(dist, '.site');

let manifest: SiteManifest;
let frontend: FrontendModule;

beforeAll(async () => {
  manifest = readManifest(dist)!;
  expect(manifest).not.toBeNull();
  frontend = (await import(pathToFileURL(join(siteDir, manifest.renderer)).href)) as FrontendModule;
});

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });

describe('the prerender step', () => {
  it('emits the route table as declared, in its order', () => {
    expect(
      manifest.routes.map(({ name, pattern, render, title }) => ({ name, pattern, render, title })),
    ).toEqual(
      frontend.routeTable.map(({ name, pattern, render }) => ({
        name,
        pattern,
        render,
        title: frontend.metaOf(name).title,
      })),
    );
  });

  it('writes a shell for every route, the pages of prerendered routes and the template of server-rendered ones, and nothing else', () => {
    const listed = new Set<string>();
    for (const route of manifest.routes) {
      listed.add(route.shell);
      if (route.render === 'prerender') {
        expect(Object.keys(route.pages ?? {}).length).toBeGreaterThan(0);
        for (const file of Object.values(route.pages!)) listed.add(file);
      } else expect(route.pages).toBeUndefined();
      if (route.render === 'server') listed.add(route.template!);
      else expect(route.template).toBeUndefined();
    }
    for (const file of listed) expect(existsSync(join(siteDir, file))).toBe(true);
    const written = files(siteDir)
      .map((file) => relative(siteDir, file))
      .filter((file) => file.endsWith('.html'));
    expect(written.sort()).toEqual([...listed].sort());
    // Pages are served from the manifest only: no HTML page among the files served by path.
    expect(files(dist).filter((f) => !f.startsWith(siteDir) && /\.html$/.test(f))).toEqual([]);
  });

  it('prerenders every page only for a path of its own route', () => {
    for (const route of manifest.routes)
      for (const path of Object.keys(route.pages ?? {})) expect(frontend.routeOf(path)).toBe(route.name);
  });
});

describe('the Node server', () => {
  it('matches paths to routes as the router does', () => {
    const matchRoute = routeMatcher(manifest.routes);
    const paths = manifest.routes.flatMap((route) => [
      route.example,
      `${route.example}/`,
      route.example.toUpperCase(),
      `${route.example}/extra`,
      `${route.example}/extra/more`,
    ]);
    paths.push('/', '/no-such-page', '/repair/', '/products/a/b/c', '/admin/pricing/x', '//repair');
    for (const path of paths) expect([path, matchRoute(path)?.name]).toEqual([path, frontend.routeOf(path)]);
  });

  it('answers each route as the manifest says', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-manifest-'));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
    };
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, [join(root, 'backend', 'dist', 'main.js')], {
      env: { ...env, DATA_DIR: dataDir, STATIC_DIR: dist },
      stdio: 'ignore',
    });
    const base = `http://127.0.0.1:${port}`;
    try {
      for (let i = 0; ; i++) {
        try {
          if ((await fetch(`${base}/api/health/ready`)).ok) break;
        } catch {
          // starting
        }
        if (i > 600) throw new Error('the server did not start within 60 s');
        await new Promise((r) => setTimeout(r, 100));
      }
      await answersAsManifestSays(base, manifest);
    } finally {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the compose nginx', () => {
  const read = (file: string) =>
    readFileSync(join(root, 'docker', 'nginx', file), 'utf8').replace(/#.*$/gm, '');
  const site = read('shop-site.conf');
  const servers = ['default.conf', 'host.conf'].map(read);

  it('knows no route: it serves /assets/ itself and passes everything else to the backend', () => {
    const locations = [...site.matchAll(/location\s+([^{]+?)\s*\{/g)].map((m) => m[1]);
    expect(locations).toEqual(['/assets/', '/']);
    const rest = site.slice(site.indexOf('location / {'));
    expect(rest).toMatch(/proxy_pass http:\/\/backend;/);
    for (const conf of [site, ...servers]) {
      expect(conf).not.toMatch(/\b(rewrite|if)\b/);
      for (const route of manifest.routes) {
        const first = route.pattern.split('/').filter(Boolean)[0];
        if (first && first !== '*') expect([first, conf.includes(first)]).toEqual([first, false]);
      }
    }
  });

  it('answers plain HTTP with a redirect only, and says who the client is from the address it saw', () => {
    for (const conf of servers) {
      const http = conf.slice(conf.search(/listen [\d.:]*8080;/));
      expect(http.slice(0, http.indexOf('server {'))).toMatch(/location \/ \{\s*return 301 https:\/\/\$host/);
      expect(conf).toMatch(/listen [\d.:]*8443 ssl/);
    }
    expect(site).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    expect(site).not.toMatch(/proxy_add_x_forwarded_for/);
    expect(site).toMatch(/add_header Strict-Transport-Security/);
  });
});
