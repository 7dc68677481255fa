import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { DiscoveryService, MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import request from 'supertest';
import { IS_PUBLIC } from '../src/common/decorators/public.decorator.js';
import { createTestApp, type TestApp } from './support/test-app.js';

interface Route {
  method: string;
  path: string;
  isPublic: boolean;
}

const join = (...parts: string[]) =>
  '/' +
  parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/');

/** Every handler of every controller of the app, from Nest's own metadata. */
function discoverRoutes(t: TestApp): Route[] {
  const discovery = new DiscoveryService(t.app.get(ModulesContainer));
  const scanner = new MetadataScanner();
  const reflector = new Reflector();
  const routes: Route[] = [];
  for (const wrapper of discovery.getControllers()) {
    const { instance, metatype } = wrapper;
    if (!instance || !metatype) continue;
    const prototype = Object.getPrototypeOf(instance) as object;
    const controllerPaths = ([] as string[]).concat(Reflect.getMetadata(PATH_METADATA, metatype) ?? '/');
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = (prototype as Record<string, unknown>)[name] as () => unknown;
      const methodPath: string | string[] | undefined = Reflect.getMetadata(PATH_METADATA, handler);
      if (methodPath === undefined) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      const isPublic = Boolean(reflector.getAllAndOverride<boolean>(IS_PUBLIC, [handler, metatype]));
      for (const c of controllerPaths)
        for (const m of ([] as string[]).concat(methodPath))
          routes.push({ method, path: join('api', c, m), isPublic });
    }
  }
  return routes;
}

/** What Express actually serves: the route layers of its router (HEAD comes with GET). */
function mountedRoutes(t: TestApp): { method: string; path: string }[] {
  const express = t.app.getHttpAdapter().getInstance() as {
    router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
  };
  return express.router.stack.flatMap((layer) =>
    // Middleware mounted for all methods (app.all, which lists even ACL) is not a route of its own.
    layer.route && !layer.route.methods.acl
      ? Object.keys(layer.route.methods).map((m) => ({ method: m.toUpperCase(), path: layer.route!.path }))
      : [],
  );
}

/** A concrete URL for a route pattern: parameters become a well-formed id. */
const concrete = (path: string) =>
  path
    .replace(/\{\/?\*\w+\}|\*\w+/g, 'x')
    .replace(/:\w+/g, '00000000-0000-4000-8000-000000000000')
    .replace(/[{}]/g, '');

describe('deny by default: every route of the app', () => {
  let t: TestApp;
  let routes: Route[];
  beforeAll(async () => {
    t = await createTestApp();
    routes = discoverRoutes(t);
  });
  afterAll(() => t.close());

  it('finds the routes Express serves, and they are all known to Nest', () => {
    const known = new Set(routes.map((r) => `${r.method} ${r.path}`));
    const mounted = mountedRoutes(t).filter(
      (r) => r.path.startsWith('/api/') && !r.path.startsWith('/api/docs'),
    );
    expect(mounted.length).toBeGreaterThan(0);
    for (const r of mounted) expect(known).toContain(`${r.method} ${r.path}`);
    expect(known).toContain('POST /api/admin/login');
    expect(known).toContain('GET /api/admin/me');
  });

  it('answers 401 without a session, and with a forged one, on each route not marked @Public()', async () => {
    const guarded = routes.filter((r) => !r.isPublic);
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      for (const cookie of [undefined, 'shop_session=forged-token-value', `shop_session=${'A'.repeat(43)}`]) {
        const url = concrete(route.path);
        let req = request(t.http)[route.method.toLowerCase() as 'get'](url);
        if (cookie) req = req.set('Cookie', cookie);
        if (!['GET', 'HEAD', 'DELETE', 'OPTIONS'].includes(route.method)) req = req.send({});
        const res = await req;
        expect({ route: `${route.method} ${url}`, cookie, status: res.status }).toEqual({
          route: `${route.method} ${url}`,
          cookie,
          status: 401,
        });
        if (route.method !== 'HEAD') expect(res.body.message).toBe('Authentication required');
      }
    }
  });

  it('keeps the staff area closed: only sign-in, sign-out and the one-time sign-in link under /api/admin are public', () => {
    const publicAdmin = routes
      .filter((r) => r.isPublic && r.path.startsWith('/api/admin'))
      .map((r) => `${r.method} ${r.path}`);
    expect(publicAdmin.sort()).toEqual([
      'POST /api/admin/login',
      'POST /api/admin/logout',
      // Issue 41: a person with no password yet sets theirs with the link's token (410 once used).
      'POST /api/admin/sign-in-link',
      'POST /api/admin/sign-in-link/holder',
    ]);
    // Sending a link is the owners' (staff:write), behind a session like the rest.
    expect(routes).toContainEqual({
      method: 'POST',
      path: '/api/admin/staff/:id/sign-in-link',
      isPublic: false,
    });
  });
});
