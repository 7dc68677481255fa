import request from 'supertest';
import type { App } from 'supertest/types.js';

/** The session cookie's name in the test configuration. */
export const SESSION_COOKIE = 'shop_session';

/** Signs a staff member in through the API and returns the `name=value` of the session cookie. */
export async function signIn(http: App, username: string, password: string): Promise<string> {
  const res = await request(http).post('/api/admin/login').send({ username, password }).expect(200);
  const cookie = ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0];
}
