import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pageLoader } from '../app/router';
import { paths, routeTable } from './paths';
import { metaOf, routeMeta } from './routeMeta';

const matched = (path: string) =>
  matchRoutes(
    routeTable.map((route) => ({ path: route.pattern, id: route.name })),
    path,
  )?.[0]?.route.id;

describe('the route table', () => {
  it('declares each route once, the catch-all last', () => {
    expect(new Set(routeTable.map((r) => r.name)).size).toBe(routeTable.length);
    expect(new Set(routeTable.map((r) => r.pattern)).size).toBe(routeTable.length);
    expect(routeTable.at(-1)?.pattern).toBe('*');
  });

  it('names a page module that exists for every route', async () => {
    for (const route of routeTable) expect(typeof (await pageLoader(route)()).default).toBe('function');
  });

  it('gives each route an example path that the router matches to it', () => {
    for (const route of routeTable) expect(matched(route.example ?? route.pattern)).toBe(route.name);
  });

  it('renders on the server only routes whose data it can pass in, and staff routes never ahead', () => {
    for (const route of routeTable) {
      if (route.render === 'server') expect(route.data?.length).toBeGreaterThan(0);
      if (route.audience === 'staff') expect(route.render).toBe('shell');
    }
  });

  it('has a title and a description for every route, kept apart from the table', () => {
    expect(Object.keys(routeMeta).sort()).toEqual(routeTable.map((r) => r.name).sort());
    for (const route of routeTable) expect(metaOf(route)).toBe(routeMeta[route.name]);
    expect(metaOf(paths.repair.device).each?.title).toBe('{device} Repair');
  });

  it('builds hrefs from the pattern, each parameter URL-encoded', () => {
    expect(paths.home.href()).toBe('/');
    expect(paths.repair.device.href('iphone', 'iphone 15/pro')).toBe('/repair/iphone/iphone%2015%2Fpro');
    expect(paths.products.subcategory.href('phones', 'iphone')).toBe('/products/phones/iphone');
    expect(paths.booking.href('RB-1 2')).toBe('/booking?reference=RB-1%202');
  });
});
