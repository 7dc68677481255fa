import request from 'supertest';
import { ROLE_PERMISSIONS } from '../src/auth/permissions.js';

import { StaffAccounts } from '../src/auth/staff-accounts.js';
import { parseStaffArgs, runStaffCommand } from '../src/auth/staff-commands.js';
import { Db } from '../src/common/database/db.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** No failed sign-ins before this one (the session answers them since the previous sign-in). */
const NONE_FAILED = { count: 0, lastAt: null };

describe('staff accounts in production mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Demo passwords are even handed in: production must still create no account with them.
    t = await createTestApp({ env: { NODE_ENV: 'production' } });
  });
  afterAll(() => t.close());

  const login = (username: string, password: string) =>
    request(t.http).post('/api/admin/login').send({ username, password });

  it('creates no demo or default account, so nobody can sign in out of the box', async () => {
    const [{ count }] = await t.dataSource.query('SELECT count(*)::int AS count FROM admin_users');
    expect(count).toBe(0);
    await login('viewer', 'viewer-password-123').expect(401);
    await login('editor', 'editor-password-123').expect(401);
    await login('admin', 'admin').expect(401);
  });

  it('manages accounts through the staff commands: create (the first an owner), set-role, set-password, disable, enable', async () => {
    const run = (argv: string[], password = '') =>
      t.app
        .get(Db)
        .transaction(() =>
          runStaffCommand(t.app.get(StaffAccounts), parseStaffArgs(argv), async () => password),
        );

    // The first account is the shop's owner whatever role was asked: someone must manage the others.
    expect(await run(['create', 'Boss', '--role', 'viewer'], 'the-owners-password')).toBe(
      'Created boss (owner: the first account manages the others).',
    );
    await login('boss', 'the-owners-password').expect(200, {
      username: 'boss',
      role: 'owner',
      permissions: [...ROLE_PERMISSIONS.owner],
      failedSignIns: NONE_FAILED,
    });
    // ...and, the last active owner, can be neither demoted nor disabled.
    await expect(run(['set-role', 'boss', 'editor'])).rejects.toThrow('the last active owner');
    await expect(run(['disable', 'boss'])).rejects.toThrow('the last active owner');

    expect(await run(['create', 'Maria', '--role', 'editor'], 'a-long-password-1')).toBe(
      'Created maria (editor).',
    );
    const res = await login('maria', 'a-long-password-1').expect(200, {
      username: 'maria',
      role: 'editor',
      permissions: [...ROLE_PERMISSIONS.editor],
      failedSignIns: NONE_FAILED,
    });
    const cookie = ([] as string[]).concat(res.headers['set-cookie'])[0];
    expect(cookie.toLowerCase()).toContain('secure'); // production default

    const [{ password_hash: hash }] = await t.dataSource.query(
      `SELECT password_hash FROM admin_users WHERE username = 'maria'`,
    );
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=65536,p=1,t=3\$/);

    await run(['set-role', 'maria', 'viewer']);
    await login('maria', 'a-long-password-1').expect(200, {
      username: 'maria',
      role: 'viewer',
      permissions: [...ROLE_PERMISSIONS.viewer],
      failedSignIns: NONE_FAILED,
    });

    await run(['set-password', 'maria'], 'another-long-password');
    await login('maria', 'a-long-password-1').expect(401);
    await login('maria', 'another-long-password').expect(200);

    await run(['disable', 'maria']);
    await login('maria', 'another-long-password').expect(401);
    await run(['enable', 'maria']);
    await login('maria', 'another-long-password').expect(200);
    const changes = await t.dataSource.query(
      `SELECT actor_username, username, action, detail FROM admin_user_changes ORDER BY seq`,
    );
    expect(changes).toEqual(
      [
        ['boss', 'created', 'as owner'],
        ['maria', 'created', 'as editor'],
        ['maria', 'role-changed', 'editor → viewer'],
        ['maria', 'password-set', null],
        ['maria', 'disabled', null],
        ['maria', 'enabled', null],
      ].map(([username, action, detail]) => ({ actor_username: null, username, action, detail })),
    );

    await expect(run(['create', 'shorty'], 'short')).rejects.toThrow('at least 12 characters');
    await expect(run(['create', 'maria'], 'a-long-password-1')).rejects.toThrow('already exists');
    await expect(run(['set-role', 'nobody', 'editor'])).rejects.toThrow('No staff user named nobody');
    await expect(run(['set-role', 'maria', 'admin'])).rejects.toThrow(
      'The role must be one of: viewer, editor, owner',
    );
  });

  it('never takes a password from the command line', () => {
    expect(() => parseStaffArgs(['set-password', 'maria', 'hunter2-hunter2'])).toThrow(
      'passwords are never arguments',
    );
    expect(() => parseStaffArgs(['create', 'maria', 'hunter2-hunter2'])).toThrow();
    expect(() => parseStaffArgs(['create', 'maria', '--role', 'editor', 'hunter2'])).toThrow();
    expect(() => parseStaffArgs(['frobnicate', 'maria'])).toThrow('Unknown command');
    expect(parseStaffArgs(['create', 'maria'])).toEqual({
      action: 'create',
      username: 'maria',
      role: 'viewer',
    });
    expect(parseStaffArgs(['create', 'maria', '--role=editor'])).toEqual({
      action: 'create',
      username: 'maria',
      role: 'editor',
    });
  });
});
