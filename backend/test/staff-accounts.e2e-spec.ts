import request from 'supertest';
import { ROLE_PERMISSIONS } from '../src/auth/permissions.js';
import { StaffAccountConflict, StaffAccounts } from '../src/auth/staff-accounts.js';
import { signIn } from './support/staff-session.js';
import { DEMO_PASSWORDS, createTestApp, type TestApp } from './support/test-app.js';
import { usingPostgres } from './support/test-database.js';

const CLERK_PASSWORD = 'the-clerks-own-password';

/** Staff accounts on screen (issue 41): what an owner may do to the accounts, and what the server refuses. */
describe(`staff accounts on screen (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let owner: string;
  let editor: string;
  let viewer: string;
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-03-03T15:00:00Z' });
    owner = await signIn(t.http, 'owner', DEMO_PASSWORDS.owner);
    editor = await signIn(t.http, 'editor', DEMO_PASSWORDS.editor);
    viewer = await signIn(t.http, 'viewer', DEMO_PASSWORDS.viewer);
  });
  afterAll(() => t.close());

  const api = (cookie: string) => ({
    get: (path: string) => request(t.http).get(`/api/admin/staff${path}`).set('Cookie', cookie),
    post: (path: string, body: object) =>
      request(t.http).post(`/api/admin/staff${path}`).set('Cookie', cookie).send(body),
    patch: (path: string, body: object) =>
      request(t.http).patch(`/api/admin/staff${path}`).set('Cookie', cookie).send(body),
    put: (path: string, body: object) =>
      request(t.http).put(`/api/admin/staff${path}`).set('Cookie', cookie).send(body),
  });
  const idOf = async (username: string): Promise<string> =>
    (await api(owner).get('').expect(200)).body.items.find(
      (a: { username: string }) => a.username === username,
    ).id;

  it('only an owner sees or changes the accounts: viewers and editors get 403', async () => {
    for (const cookie of [viewer, editor]) {
      await api(cookie).get('').expect(403);
      await api(cookie).get('/changes').expect(403);
      await api(cookie)
        .post('', { name: 'Sneaky', username: 'sneaky', role: 'owner', password: 'a-long-password-1' })
        .expect(403);
      await api(cookie)
        .patch(`/${await idOf('editor')}`, { role: 'owner' })
        .expect(403);
      await api(cookie)
        .put(`/${await idOf('editor')}/password`, { password: 'a-long-password-1' })
        .expect(403);
    }
    expect(
      (await api(owner).get('').expect(200)).body.items.map((a: { username: string }) => a.username),
    ).toEqual(['editor', 'owner', 'viewer']);
  });

  it('an owner adds a clerk, who signs in with their own password; the list shows the last sign-in', async () => {
    const created = await api(owner)
      .post('', { name: '  Casey Clerk ', username: 'Casey', role: 'editor', password: CLERK_PASSWORD })
      .expect(201);
    expect(created.body).toMatchObject({
      username: 'casey',
      name: 'Casey Clerk',
      role: 'editor',
      active: true,
      lastSignInAt: null,
      disabledAt: null,
    });
    await api(owner)
      .post('', { name: 'Again', username: 'casey', role: 'viewer', password: CLERK_PASSWORD })
      .expect(409);
    const bad = await api(owner)
      .post('', { name: '', username: 'x', role: 'admin', password: 'short' })
      .expect(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'name',
      'password',
      'role',
      'username',
    ]);

    t.clock.advance(60_000);
    const res = await request(t.http)
      .post('/api/admin/login')
      .send({ username: 'casey', password: CLERK_PASSWORD })
      .expect(200);
    expect(res.body).toMatchObject({
      username: 'casey',
      role: 'editor',
      permissions: [...ROLE_PERMISSIONS.editor],
    });
    const casey = (await api(owner).get('').expect(200)).body.items.find(
      (a: { username: string }) => a.username === 'casey',
    );
    expect(casey.lastSignInAt).toBe(t.clock.now().toISOString());
  });

  it('disabling an account ends its open session at once; enabling lets it sign in again', async () => {
    const clerk = await signIn(t.http, 'casey', CLERK_PASSWORD);
    await request(t.http).get('/api/admin/me').set('Cookie', clerk).expect(200);
    const id = await idOf('casey');
    const disabled = await api(owner).patch(`/${id}`, { disabled: true }).expect(200);
    expect(disabled.body).toMatchObject({ active: false, disabledAt: t.clock.now().toISOString() });
    await request(t.http).get('/api/admin/me').set('Cookie', clerk).expect(401);
    await request(t.http)
      .post('/api/admin/login')
      .send({ username: 'casey', password: CLERK_PASSWORD })
      .expect(401);

    const enabled = await api(owner).patch(`/${id}`, { disabled: false }).expect(200);
    expect(enabled.body).toMatchObject({ active: true, disabledAt: null });
    await signIn(t.http, 'casey', CLERK_PASSWORD);
  });

  it('a new password set by an owner ends the sessions opened with the old one', async () => {
    const clerk = await signIn(t.http, 'casey', CLERK_PASSWORD);
    const id = await idOf('casey');
    await api(owner).put(`/${id}/password`, { password: 'short' }).expect(400);
    await api(owner).put(`/${id}/password`, { password: 'a-new-long-password' }).expect(204);
    await request(t.http).get('/api/admin/me').set('Cookie', clerk).expect(401);
    await signIn(t.http, 'casey', 'a-new-long-password');
    await api(owner).put(`/${id}/password`, { password: CLERK_PASSWORD }).expect(204);
  });

  it('the last active owner can be neither demoted nor disabled (409), by themselves or anyone', async () => {
    const ownerId = await idOf('owner');
    for (const change of [{ role: 'editor' }, { role: 'viewer' }, { disabled: true }]) {
      const res = await api(owner).patch(`/${ownerId}`, change).expect(409);
      expect(res.body.message).toMatch(/last active owner/);
    }
    // Renaming is fine, and so is a change that keeps the role.
    await api(owner).patch(`/${ownerId}`, { name: 'Olivia Owner', role: 'owner' }).expect(200);
    const [{ role, disabled_at: disabledAt }] = await t.dataSource.query(
      `SELECT role, disabled_at FROM admin_users WHERE username = 'owner'`,
    );
    expect([role, disabledAt]).toEqual(['owner', null]);
  });

  it('two owners demoting each other at once: one wins, the other is refused, an active owner remains', async () => {
    const caseyId = await idOf('casey');
    const ownerId = await idOf('owner');
    await api(owner).patch(`/${caseyId}`, { role: 'owner' }).expect(200);
    // Straight at the service, so both changes pass the guard and meet in the database at once
    // (on PostgreSQL each has a connection of its own).
    const accounts = t.app.get(StaffAccounts);
    const outcomes = await Promise.allSettled([
      accounts.update(caseyId, { disabled: true }, { id: ownerId, username: 'owner' }),
      accounts.update(ownerId, { role: 'viewer' }, { id: caseyId, username: 'casey' }),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((o) => o.status === 'rejected')!;
    expect(refused.reason).toBeInstanceOf(StaffAccountConflict);
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM admin_users WHERE role = 'owner' AND disabled_at IS NULL`,
    );
    expect(count).toBe(1);
    // Put things back for the audit list below: casey an active editor, owner the owner.
    await accounts.update(ownerId, { role: 'owner' }, null);
    await accounts.update(caseyId, { role: 'editor', disabled: false }, null);
  });

  it('keeps every change in the audit list: who, when, what', async () => {
    const res = await api(owner).get('/changes').expect(200);
    const lines = res.body.items.map(
      (c: { changedBy: string | null; username: string; action: string; detail: string | null }) =>
        [c.changedBy, c.username, c.action, c.detail].join(' | '),
    );
    // Newest first; the demo seed's accounts were made with no one signed in.
    expect(lines.slice(-3).sort()).toEqual([
      ' | editor | created | as editor',
      ' | owner | created | as owner',
      ' | viewer | created | as viewer',
    ]);
    expect(lines).toEqual(
      expect.arrayContaining([
        'owner | casey | created | as editor',
        'owner | casey | disabled | ',
        'owner | casey | enabled | ',
        'owner | casey | password-set | ',
        'owner | owner | renamed | owner → Olivia Owner',
        'owner | casey | role-changed | editor → owner',
      ]),
    );
    expect(res.body.items[0].changedAt).toBe(t.clock.now().toISOString());
  });
});
