import request from 'supertest';
import { ROLE_PERMISSIONS } from '../src/auth/permissions.js';
import { hashSessionToken } from '../src/auth/session.service.js';
import { DEMO_PASSWORDS, createTestApp, type TestApp } from './support/test-app.js';

/** No failed sign-ins before this one (the session answers them since the previous sign-in). */
const NONE_FAILED = { count: 0, lastAt: null };

const COOKIE = 'shop_session';

function sessionCookie(res: request.Response): string {
  const raw = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const cookie = raw.find((c) => c.startsWith(`${COOKIE}=`));
  if (!cookie) throw new Error(`no session cookie in ${JSON.stringify(raw)}`);
  return cookie;
}
const tokenOf = (setCookie: string) => setCookie.split(';')[0].slice(COOKIE.length + 1);

describe('staff sign-in and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (username: string, password: string) =>
    request(t.http).post('/api/admin/login').send({ username, password });
  const me = (token?: string) => {
    const r = request(t.http).get('/api/admin/me');
    return token ? r.set('Cookie', `${COOKIE}=${token}`) : r;
  };

  it('signs in, answers { username, role, permissions } and sets a strict HttpOnly cookie holding 256 random bits', async () => {
    const editor = {
      username: 'editor',
      role: 'editor',
      permissions: [...ROLE_PERMISSIONS.editor],
      failedSignIns: NONE_FAILED,
    };
    const res = await login('editor', DEMO_PASSWORDS.editor).expect(200);
    expect(res.body).toEqual(editor);
    expect(res.body.permissions).toEqual(expect.arrayContaining(['prices:write', 'appointments:write']));
    expect(res.headers['cache-control']).toBe('no-store');
    const cookie = sessionCookie(res);
    const attrs = cookie.split(';').map((a) => a.trim().toLowerCase());
    expect(attrs).toEqual(expect.arrayContaining(['httponly', 'samesite=strict', 'path=/']));
    expect(attrs.some((a) => a.startsWith('domain='))).toBe(false);
    expect(attrs).not.toContain('secure'); // off unless configured (HTTPS)
    const token = tokenOf(cookie);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    await me(token).expect(200, editor);
  });

  it("answers a viewer's session with the viewer's permissions only (the role-to-permission table)", async () => {
    const token = tokenOf(sessionCookie(await login('viewer', DEMO_PASSWORDS.viewer).expect(200)));
    const res = await me(token).expect(200);
    expect(res.body).toEqual({
      username: 'viewer',
      role: 'viewer',
      permissions: [...ROLE_PERMISSIONS.viewer],
      failedSignIns: NONE_FAILED,
    });
    expect(res.body.permissions).toContain('prices:read');
    expect(res.body.permissions).not.toContain('prices:write');
  });

  it('stores only the SHA-256 of the token', async () => {
    const token = tokenOf(sessionCookie(await login('viewer', DEMO_PASSWORDS.viewer).expect(200)));
    const rows: { session_token: string }[] = await t.dataSource.query(
      'SELECT session_token FROM admin_sessions',
    );
    expect(rows.map((r) => r.session_token)).toContain(hashSessionToken(token));
    expect(rows.map((r) => r.session_token)).not.toContain(token);
  });

  it('sets Secure when configured for HTTPS', async () => {
    const secure = await createTestApp({ env: { SESSION_COOKIE_SECURE: 'true' } });
    try {
      const res = await request(secure.http)
        .post('/api/admin/login')
        .send({ username: 'viewer', password: DEMO_PASSWORDS.viewer })
        .expect(200);
      expect(
        sessionCookie(res)
          .split(';')
          .map((a) => a.trim().toLowerCase()),
      ).toContain('secure');
    } finally {
      await secure.close();
    }
  });

  it('issues a new token on every sign-in and ends the session the browser held', async () => {
    const first = tokenOf(sessionCookie(await login('viewer', DEMO_PASSWORDS.viewer).expect(200)));
    const second = tokenOf(
      sessionCookie(
        await request(t.http)
          .post('/api/admin/login')
          .set('Cookie', `${COOKIE}=${first}`)
          .send({ username: 'viewer', password: DEMO_PASSWORDS.viewer })
          .expect(200),
      ),
    );
    expect(second).not.toBe(first);
    await me(first).expect(401);
    await me(second).expect(200);
  });

  it('answers 401 in the one error body without a session, with a garbage or unknown cookie', async () => {
    const res = await me().expect(401);
    expect(res.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Authentication required',
      requestId: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    await me('garbage').expect(401);
    await me('A'.repeat(43)).expect(401);
  });

  it('logs out: the row is deleted, the cookie cleared, and a replayed cookie gets 401', async () => {
    const token = tokenOf(sessionCookie(await login('editor', DEMO_PASSWORDS.editor).expect(200)));
    const out = await request(t.http)
      .post('/api/admin/logout')
      .set('Cookie', `${COOKIE}=${token}`)
      .expect(204);
    expect(sessionCookie(out)).toMatch(/Expires=Thu, 01 Jan 1970/);
    const rows = await t.dataSource.query('SELECT 1 FROM admin_sessions WHERE session_token = $1', [
      hashSessionToken(token),
    ]);
    expect(rows).toHaveLength(0);
    await me(token).expect(401);
    // Logging out again is harmless.
    await request(t.http).post('/api/admin/logout').set('Cookie', `${COOKIE}=${token}`).expect(204);
  });

  it('refuses wrong passwords and unknown users with the same 401 body', async () => {
    const wrong = await login('editor', 'not-the-password').expect(401);
    const unknown = await login('nobody-here', 'not-the-password').expect(401);
    expect(wrong.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Invalid username or password',
      requestId: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    // The same body but for the request's own id.
    expect({ ...unknown.body, requestId: '' }).toEqual({ ...wrong.body, requestId: '' });
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('accepts the username in any case and with spaces around it', async () => {
    const res = await login('  EDITOR ', DEMO_PASSWORDS.editor).expect(200);
    expect(res.body).toEqual({
      username: 'editor',
      role: 'editor',
      permissions: [...ROLE_PERMISSIONS.editor],
      failedSignIns: expect.objectContaining({ count: expect.any(Number) }), // this file's earlier failures
    });
  });

  it('answers missing fields with 400 and the spec messages', async () => {
    const res = await request(t.http).post('/api/admin/login').send({}).expect(400);
    expect(res.body.errors).toEqual([
      { field: 'username', message: 'Username is required' },
      { field: 'password', message: 'Password is required' },
    ]);
    const blank = await request(t.http)
      .post('/api/admin/login')
      .send({ username: '   ', password: 'x' })
      .expect(400);
    expect(blank.body.errors).toEqual([{ field: 'username', message: 'Username is required' }]);
    const typed = await request(t.http)
      .post('/api/admin/login')
      .send({ username: ['a'], password: 5 })
      .expect(400);
    expect(typed.body.errors.map((e: { field: string }) => e.field)).toEqual(['username', 'password']);
  });
});
