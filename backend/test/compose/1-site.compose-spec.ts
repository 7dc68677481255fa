import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readManifest } from '../../src/site/site-manifest.js';
import { answersAsManifestSays } from '../support/site-routes.js';
import { signInThroughNginx, stack } from './compose-stack.js';

/**
 * Issue 29: the deployment as compose runs it: nginx terminates TLS (HTTP only redirects), sends
 * HSTS once, serves the site's files itself and passes every page and API call to the backends;
 * staff sign in over HTTPS with the account the staff CLI made, and get a Secure cookie.
 */
const root = resolve(fileURLToPath(import.meta.url), '..', '..', '..', '..');

describe('the compose deployment, through nginx', () => {
  it('has three backends and nginx ready', async () => {
    for (const backend of stack.backends)
      expect([backend, (await fetch(`${backend}/api/health/ready`)).status]).toEqual([backend, 200]);
    const ready = await fetch(`${stack.base}/api/health/ready`);
    expect(ready.status).toBe(200);
  });

  it('redirects plain HTTP to HTTPS, keeping the path and query', async () => {
    for (const path of ['/', '/repair/iphone?from=flyer', '/api/catalogue']) {
      const res = await fetch(`${stack.http}${path}`, { redirect: 'manual' });
      expect([path, res.status, res.headers.get('location')]).toEqual([path, 301, `${stack.base}${path}`]);
    }
  });

  it('sends one HSTS header with every answer; the files come from nginx, pages and the API from a backend', async () => {
    const home = await fetch(`${stack.base}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(home.headers.get('content-security-policy')).toContain("default-src 'self'"); // the backend's
    const html = await home.text();
    expect(html).toContain('Your Device Deserves Another Chance');
    const script = /data-modules="(\/assets\/[^" ]+\.js)/.exec(html)![1];
    const asset = await fetch(`${stack.base}${script}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('server')).toBe('nginx');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect((await fetch(`${stack.base}/assets/no-such-file.js`)).status).toBe(404);
    const api = await fetch(`${stack.base}/api/catalogue`);
    expect(api.status).toBe(200);
    expect(api.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('answers each route as the manifest says, through nginx', async () => {
    const manifest = readManifest(join(root, 'frontend', 'dist'));
    expect(manifest).not.toBeNull();
    await answersAsManifestSays(stack.base, manifest!);
  });

  it('signs staff in over HTTPS with the account the staff CLI made: a Secure, HttpOnly cookie', async () => {
    const { cookie, setCookie } = await signInThroughNginx('editor');
    expect(setCookie).toMatch(/;\s*Secure/i);
    expect(setCookie).toMatch(/;\s*HttpOnly/i);
    const me = await fetch(`${stack.base}/api/admin/me`, { headers: { Cookie: cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { username: string }).username).toBe('editor');
  });
});
