import request from 'supertest';
import { catalogueServiceToken, type CatalogueResourceService } from '../src/catalogue/catalogue-resource.js';
import { deviceModels } from '../src/catalogue/device-models.resource.js';
import { serviceTypes } from '../src/catalogue/service-types.resource.js';
import { signIn } from './support/staff-session.js';
import { DEMO_PASSWORDS, createTestApp, type TestApp } from './support/test-app.js';

/**
 * The generic catalogue resource: every declared resource gets the same six operations with the
 * same rules, checked here once per declaration (device models, service types), over HTTP.
 */
const cases = [
  {
    resource: deviceModels,
    path: '/api/admin/device-models',
    body: (name: string) => ({ name, category: 'iphone', brand: 'Apple', basePrice: 149.5 }),
    update: { basePrice: 151 },
  },
  {
    resource: serviceTypes,
    path: '/api/admin/service-types',
    body: (name: string) => ({ name, basePrice: 49, warranty: '30 days' }),
    update: { warranty: '60 days' },
  },
];

describe.each(cases)('catalogue resource: $resource.noun', ({ resource, path, body, update }) => {
  let t: TestApp;
  let viewer: string;
  let editor: string;
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-20T15:00:00.000Z' });
    viewer = await signIn(t.http, 'viewer', DEMO_PASSWORDS.viewer);
    editor = await signIn(t.http, 'editor', DEMO_PASSWORDS.editor);
  });
  afterAll(() => t.close());

  const call = (method: 'get' | 'post' | 'patch' | 'put', url: string, cookie?: string, payload?: object) => {
    let r = request(t.http)[method](url);
    if (cookie) r = r.set('Cookie', cookie);
    return payload ? r.send(payload) : r;
  };
  const items = async (): Promise<{ id: string; slug: string; name: string; retiredAt: string | null }[]> =>
    (await call('get', path, viewer).expect(200)).body.items;

  it('lists for every staff member and changes for editors only', async () => {
    await call('get', path).expect(401);
    expect((await items()).length).toBeGreaterThan(0);
    await call('post', path, viewer, body('Viewer Thing')).expect(403);
  });

  it('adds at the end with a slug made from the name, and names a taken name on its field', async () => {
    const created = (await call('post', path, editor, body('Test Thing 2 Plus')).expect(201)).body;
    expect(created.slug).toBe('test-thing-2-plus');
    const list = await items();
    expect(list[list.length - 1].id).toBe(created.id);
    const sameSlug = await call('post', path, editor, body('Test thing 2+')).expect(409);
    expect(sameSlug.body.errors).toEqual([
      { field: 'slug', message: `A ${resource.noun} with the id test-thing-2-plus already exists` },
    ]);
    const sameName = await call('post', path, editor, {
      ...body('Test Thing 2 Plus'),
      slug: 'other-id',
    }).expect(409);
    expect(sameName.body.errors).toEqual([
      { field: 'name', message: `A ${resource.noun} named Test Thing 2 Plus already exists` },
    ]);
  });

  it("validates a body against the resource's own DTO (unknown and invalid fields are field errors)", async () => {
    const unknown = await call('post', path, editor, { ...body('Odd Thing'), colour: 'red' }).expect(400);
    expect(unknown.body.errors.map((e: { field: string }) => e.field)).toContain('colour');
    const invalid = await call('post', path, editor, { ...body('Odd Thing'), basePrice: -1 }).expect(400);
    expect(invalid.body.errors.map((e: { field: string }) => e.field)).toContain('basePrice');
    const [first] = await items();
    await call('patch', `${path}/${first.id}`, editor, { slug: 'new-id' }).expect(400);
  });

  it('edits, retires and brings back (both idempotent); 404 for an unknown id', async () => {
    const { id } = (await call('post', path, editor, body('Retire Me')).expect(201)).body;
    const edited = (await call('patch', `${path}/${id}`, editor, update).expect(200)).body;
    expect(edited).toMatchObject(update);
    const retired = (await call('post', `${path}/${id}/retire`, editor).expect(200)).body;
    expect(retired.retiredAt).toBe('2026-11-20T15:00:00.000Z');
    t.clock.advance(60_000);
    expect((await call('post', `${path}/${id}/retire`, editor).expect(200)).body.retiredAt).toBe(
      retired.retiredAt,
    );
    expect((await call('post', `${path}/${id}/unretire`, editor).expect(200)).body.retiredAt).toBeNull();
    const missing = await call('post', `${path}/00000000-0000-4000-8000-000000000000/retire`, editor).expect(
      404,
    );
    expect(missing.body.message).toBe(
      `${resource.noun.charAt(0).toUpperCase()}${resource.noun.slice(1)} not found`,
    );
  });

  it('reorders from the full list of ids; a stale list is a 409', async () => {
    const ids = (await items()).map((i) => i.id);
    const reversed = [...ids].reverse();
    const answer = (await call('put', `${path}/order`, editor, { ids: reversed }).expect(200)).body;
    expect(answer.items.map((i: { id: string }) => i.id)).toEqual(reversed);
    await call('put', `${path}/order`, editor, { ids: reversed.slice(1) }).expect(409);
  });

  it('serves the same rules to code through its service (the injection token of the declaration)', async () => {
    const service = t.app.get<
      CatalogueResourceService<never, { name: string }, { items: { name: string }[] }, never, never>
    >(catalogueServiceToken(resource));
    const list = await service.list();
    expect(list.items.map((i) => i.name)).toEqual((await items()).map((i) => i.name));
  });
});
