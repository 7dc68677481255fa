import request from 'supertest';
import { SIGN_IN_LINK_HOURS } from '../src/auth/sign-in-links.js';
import { signIn } from './support/staff-session.js';
import { DEMO_PASSWORDS, createTestApp, type TestApp } from './support/test-app.js';
import { usingPostgres } from './support/test-database.js';

const OWN_PASSWORD = 'robins-very-own-password';

/**
 * One-time sign-in links (issue 41): an owner adds a person and e-mails them a link (through the
 * outbox); the person opens it, sets their own password and is signed in; the link works once,
 * expires after 72 h, is replaced by a newer one; only its hash is stored; no log line holds it.
 */
describe(`one-time sign-in links (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let owner: string;
  const logText: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      now: '2026-03-06T16:00:00Z',
      env: { LOG_LEVEL: 'debug' },
      logDestination: { write: (chunk: string) => void logText.push(chunk) },
    });
    owner = await signIn(t.http, 'owner', DEMO_PASSWORDS.owner);
  });
  afterAll(() => t.close());

  const staffApi = (cookie: string) => ({
    post: (path: string, body: object) =>
      request(t.http).post(`/api/admin/staff${path}`).set('Cookie', cookie).send(body),
  });
  const linkApi = {
    holder: (token: string) => request(t.http).post('/api/admin/sign-in-link/holder').send({ token }),
    use: (token: string, password: string) =>
      request(t.http).post('/api/admin/sign-in-link').send({ token, password }),
  };

  /** The newest sign-in e-mail to an address, and the token of its link. */
  async function lastLink(to: string): Promise<{ token: string; text: string; subject: string }> {
    const [row] = await t.dataSource.query(
      `SELECT text_body AS text, subject FROM outbox_messages
        WHERE kind = 'staff_sign_in_link' AND recipient = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
      [to],
    );
    const token = /\/admin\/welcome#([A-Za-z0-9_-]{43})/.exec(row.text)![1];
    return { token, text: row.text, subject: row.subject };
  }

  it('an owner adds a person with a link instead of a password; the person sets their own and is signed in', async () => {
    const created = await staffApi(owner)
      .post('', {
        name: 'Robin Repairer',
        username: 'robin',
        role: 'editor',
        signInLinkEmail: 'robin@example.com',
      })
      .expect(201);
    expect(created.body).toMatchObject({ username: 'robin', role: 'editor', active: true });
    const { token, text, subject } = await lastLink('robin@example.com');
    expect(subject).toMatch(/Your staff account at/);
    expect(text).toContain('Your username is robin');
    expect(text).toContain(`${t.config.mail.publicUrl}/admin/welcome#${token}`);

    // Only the hash is stored.
    const stored = await t.dataSource.query(`SELECT token_hash, expires_at FROM staff_sign_in_links`);
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0].token_hash).not.toContain(token);
    expect(new Date(stored[0].expires_at).getTime() - t.clock.now().getTime()).toBe(
      SIGN_IN_LINK_HOURS * 3_600_000,
    );

    // Nobody knows a password for the account yet.
    await request(t.http).post('/api/admin/login').send({ username: 'robin', password: '' }).expect(400);

    // The person's page asks whom the link is for, then sets the password: signed in at once.
    expect((await linkApi.holder(token).expect(200)).body).toEqual({
      username: 'robin',
      name: 'Robin Repairer',
    });
    await linkApi.use(token, 'short').expect(400);
    const used = await linkApi.use(token, OWN_PASSWORD).expect(200);
    expect(used.body).toMatchObject({ username: 'robin', role: 'editor' });
    const cookie = used.headers['set-cookie'][0].split(';')[0];
    expect((await request(t.http).get('/api/admin/me').set('Cookie', cookie).expect(200)).body.username).toBe(
      'robin',
    );
    await signIn(t.http, 'robin', OWN_PASSWORD);

    // Used once: a second use, or a look, says it is gone.
    const again = await linkApi.use(token, 'another-long-password').expect(410);
    expect(again.body.message).toMatch(/used or has expired/);
    await linkApi.holder(token).expect(410);
  });

  it('expires after 72 h; a newer link replaces the older one; a disabled account’s link is gone', async () => {
    const id = (
      await request(t.http).get('/api/admin/staff').set('Cookie', owner).expect(200)
    ).body.items.find((a: { username: string }) => a.username === 'robin').id;
    await staffApi(owner).post(`/${id}/sign-in-link`, { email: 'not-an-address' }).expect(400);
    await staffApi(owner).post(`/${id}/sign-in-link`, { email: 'robin@example.com' }).expect(202);
    const first = (await lastLink('robin@example.com')).token;
    await staffApi(owner).post(`/${id}/sign-in-link`, { email: 'robin.home@example.com' }).expect(202);
    const second = (await lastLink('robin.home@example.com')).token;
    await linkApi.holder(first).expect(410);
    await linkApi.holder(second).expect(200);

    t.clock.advance(SIGN_IN_LINK_HOURS * 3_600_000 - 1_000);
    await linkApi.holder(second).expect(200);
    t.clock.advance(1_000);
    await linkApi.use(second, 'a-late-long-password').expect(410);
    // Three days on, the owner's session has ended too.
    owner = await signIn(t.http, 'owner', DEMO_PASSWORDS.owner);

    await staffApi(owner).post(`/${id}/sign-in-link`, { email: 'robin@example.com' }).expect(202);
    const third = (await lastLink('robin@example.com')).token;
    await request(t.http)
      .patch(`/api/admin/staff/${id}`)
      .set('Cookie', owner)
      .send({ disabled: true })
      .expect(200);
    await linkApi.use(third, 'a-disabled-long-password').expect(410);
    await staffApi(owner).post(`/${id}/sign-in-link`, { email: 'robin@example.com' }).expect(409);
    await request(t.http)
      .patch(`/api/admin/staff/${id}`)
      .set('Cookie', owner)
      .send({ disabled: false })
      .expect(200);
    await signIn(t.http, 'robin', OWN_PASSWORD);
  });

  it('refuses a password and a link at once, a bad address, and a malformed token; only owners send links', async () => {
    const both = await staffApi(owner)
      .post('', {
        name: 'Both Ways',
        username: 'both',
        role: 'viewer',
        password: 'a-first-long-password',
        signInLinkEmail: 'both@example.com',
      })
      .expect(400);
    expect(both.body.message).toMatch(/not both/);
    const neither = await staffApi(owner)
      .post('', { name: 'Neither', username: 'neither', role: 'viewer' })
      .expect(400);
    expect([...new Set(neither.body.errors.map((e: { field: string }) => e.field))].sort()).toEqual([
      'password',
      'signInLinkEmail',
    ]);
    await staffApi(owner)
      .post('', { name: 'Bad Mail', username: 'badmail', role: 'viewer', signInLinkEmail: 'nope' })
      .expect(400);
    await linkApi.holder('too-short').expect(400);
    await linkApi.use('A'.repeat(43), OWN_PASSWORD).expect(410);

    const editor = await signIn(t.http, 'editor', DEMO_PASSWORDS.editor);
    const editorId = (await request(t.http).get('/api/admin/staff').set('Cookie', owner)).body.items.find(
      (a: { username: string }) => a.username === 'editor',
    ).id;
    await staffApi(editor).post(`/${editorId}/sign-in-link`, { email: 'x@example.com' }).expect(403);
    await staffApi(editor)
      .post('', { name: 'Sneaky', username: 'sneaky', role: 'owner', signInLinkEmail: 'x@example.com' })
      .expect(403);
  });

  it('the audit list says who sent a link and who used one; no log line holds a token or an address', async () => {
    const res = await request(t.http).get('/api/admin/staff/changes').set('Cookie', owner).expect(200);
    const lines = res.body.items.map(
      (c: { changedBy: string | null; username: string; action: string; detail: string | null }) =>
        [c.changedBy, c.username, c.action, c.detail].join(' | '),
    );
    expect(lines).toEqual(
      expect.arrayContaining([
        'owner | robin | created | as editor',
        `owner | robin | sign-in-link-sent | valid ${SIGN_IN_LINK_HOURS} h`,
        'robin | robin | password-set | with a sign-in link',
      ]),
    );
    const tokens = (
      await t.dataSource.query(`SELECT text_body FROM outbox_messages WHERE kind = 'staff_sign_in_link'`)
    ).map((r: { text_body: string }) => /#([A-Za-z0-9_-]{43})/.exec(r.text_body)![1]);
    expect(tokens.length).toBeGreaterThanOrEqual(4);
    const log = logText.join('');
    expect(log.length).toBeGreaterThan(0);
    for (const token of tokens) expect(log).not.toContain(token);
    expect(log).not.toContain('robin@example.com');
    expect(log).not.toContain(OWN_PASSWORD);
  });
});
