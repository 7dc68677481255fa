import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Controller, Get, type INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module.js';
import { configureApp } from '../src/app.setup.js';
import { ExpressServerAdapter } from '../src/common/http/express-server.adapter.js';
import { Authenticated } from '../src/auth/authenticated.decorator.js';
import { CurrentStaff, type StaffPrincipal } from '../src/auth/current-staff.decorator.js';
import type { Role } from '../src/auth/entities/admin-user.entity.js';
import { Permission, ROLE_PERMISSIONS } from '../src/auth/permissions.js';
import { StaffAccounts } from '../src/auth/staff-accounts.js';
import { FakeClock } from '../src/common/clock/clock.js';
import { loadConfig } from '../src/config/app-config.js';
import { DEMO_PASSWORDS } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/** One route per permission of the table (built from it, so a permission added later is covered) and one needing only a session. */
@Controller('probe')
class ProbeController {
  @Authenticated()
  @Get('session')
  session(@CurrentStaff() staff: StaffPrincipal) {
    return { username: staff.username, role: staff.role };
  }
}
/** 'prices:read' would be a route parameter: the probe path has a dash instead. */
const pathOf = (permission: string) => permission.replace(/:/g, '-');
for (const permission of Object.values(Permission)) {
  const name = `needs_${permission}`;
  const handler = () => ({ ok: true });
  Object.defineProperty(ProbeController.prototype, name, {
    value: handler,
    writable: true,
    configurable: true,
  });
  const descriptor = Object.getOwnPropertyDescriptor(ProbeController.prototype, name)!;
  Authenticated(permission)(ProbeController.prototype, name, descriptor);
  Get(pathOf(permission))(ProbeController.prototype, name, descriptor);
}

const COOKIE = 'shop_session';
const MINUTE = 60_000;

describe('roles, timeouts and account changes, enforced by the server', () => {
  let app: INestApplication;
  let http: App;
  let clock: FakeClock;
  let dataSource: DataSource;
  let accounts: StaffAccounts;
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      STATIC_DIR: '/nonexistent',
      DEMO_VIEWER_PASSWORD: DEMO_PASSWORDS.viewer,
      DEMO_EDITOR_PASSWORD: DEMO_PASSWORDS.editor,
      DEMO_OWNER_PASSWORD: DEMO_PASSWORDS.owner,
      LOGIN_MAX_FAILURES: '1000',
      // A folder of its own, as createTestApp gives: on PGlite the running server's backup socket lives there.
      DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-test-')),
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    });
    clock = new FakeClock(new Date('2026-03-02T09:00:00Z'));
    const moduleRef = await Test.createTestingModule({
      imports: [AppModule.forRoot({ config, embedded: database.embedded ?? null, clock })],
      controllers: [ProbeController],
    }).compile();
    app = moduleRef.createNestApplication(new ExpressServerAdapter(), {
      bodyParser: false,
      logger: ['error', 'warn'],
    });
    configureApp(app, config);
    await app.init();
    http = app.getHttpServer() as App;
    dataSource = app.get(DataSource);
    accounts = app.get(StaffAccounts);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  async function signIn(role: Role): Promise<string> {
    const res = await request(http)
      .post('/api/admin/login')
      .send({ username: role, password: DEMO_PASSWORDS[role] })
      .expect(200);
    const cookie = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith(`${COOKIE}=`))!;
    return cookie.split(';')[0];
  }
  const call = (method: 'get' | 'post', path: string, cookie?: string) => {
    const r = request(http)[method](`/api/probe/${pathOf(path)}`);
    return cookie ? r.set('Cookie', cookie) : r;
  };

  it('matrix: anonymous 401, each role exactly the permissions of its row in the table', async () => {
    const cookies = {
      viewer: await signIn('viewer'),
      editor: await signIn('editor'),
      owner: await signIn('owner'),
    };
    for (const permission of Object.values(Permission)) {
      const anonymous = await call('get', permission);
      expect([permission, anonymous.status]).toEqual([permission, 401]);
      for (const role of ['viewer', 'editor', 'owner'] as const) {
        const res = await call('get', permission, cookies[role]);
        const allowed = ROLE_PERMISSIONS[role].includes(permission);
        expect([role, permission, res.status]).toEqual([role, permission, allowed ? 200 : 403]);
        if (!allowed)
          expect(res.body).toEqual({
            statusCode: 403,
            error: 'Forbidden',
            message: `Your role (${role}) does not allow this`,
            requestId: expect.stringMatching(/^[0-9a-f]{32}$/),
          });
      }
    }
    // The table of the issue: viewer reads prices and writes nothing; editor may do everything but
    // the staff accounts; owner (issue 41) everything.
    expect(ROLE_PERMISSIONS.viewer).toContain(Permission.PricesRead);
    expect(ROLE_PERMISSIONS.viewer.filter((p) => p.endsWith(':write'))).toEqual([]);
    expect([...ROLE_PERMISSIONS.owner].sort()).toEqual(Object.values(Permission).sort());
    expect([...ROLE_PERMISSIONS.editor].sort()).toEqual(
      Object.values(Permission)
        .filter((p) => !p.startsWith('staff:'))
        .sort(),
    );
  });

  it('a demoted editor loses write access on the very next request, without signing in again', async () => {
    const cookie = await signIn('editor');
    await call('get', Permission.PricesWrite, cookie).expect(200);
    await accounts.setRole('editor', 'viewer');
    try {
      await call('get', Permission.PricesWrite, cookie).expect(403);
      await call('get', 'session', cookie).expect(200, { username: 'editor', role: 'viewer' });
      const me = await request(http).get('/api/admin/me').set('Cookie', cookie).expect(200);
      expect(me.body).toMatchObject({
        username: 'editor',
        role: 'viewer',
        permissions: [...ROLE_PERMISSIONS.viewer],
      });
    } finally {
      await accounts.setRole('editor', 'editor');
    }
    await call('get', Permission.PricesWrite, cookie).expect(200);
  });

  it('idle timeout: the session slides with use and ends after 30 minutes without', async () => {
    const cookie = await signIn('viewer');
    for (let i = 0; i < 4; i++) {
      clock.advance(29 * MINUTE);
      await call('get', 'session', cookie).expect(200);
    }
    clock.advance(30 * MINUTE);
    await call('get', 'session', cookie).expect(401);
    // The dead session is gone from the table, so it cannot come back.
    clock.advance(-60 * MINUTE);
    await call('get', 'session', cookie).expect(401);
    clock.advance(60 * MINUTE);
  });

  it('absolute timeout: even a session in constant use ends 8 hours after sign-in', async () => {
    const cookie = await signIn('viewer');
    for (let minutes = 20; minutes < 8 * 60; minutes += 20) {
      clock.advance(20 * MINUTE);
      await call('get', 'session', cookie).expect(200);
    }
    clock.advance(20 * MINUTE); // 8 h 00 min after sign-in
    await call('get', 'session', cookie).expect(401);
  });

  it('a new password ends the sessions opened with the old one', async () => {
    const cookie = await signIn('viewer');
    await accounts.setPassword('viewer', DEMO_PASSWORDS.viewer);
    await call('get', 'session', cookie).expect(401);
  });

  it('a disabled account cannot sign in and its sessions die at once', async () => {
    await dataSource.query(
      `INSERT INTO admin_users (username, password_hash, role) SELECT 'leaver', password_hash, 'editor' FROM admin_users WHERE username = 'editor'`,
    );
    const res = await request(http)
      .post('/api/admin/login')
      .send({ username: 'leaver', password: DEMO_PASSWORDS.editor })
      .expect(200);
    const cookie = ([] as string[]).concat(res.headers['set-cookie'])[0].split(';')[0];
    await call('get', 'session', cookie).expect(200);
    await accounts.disable('leaver');
    await call('get', 'session', cookie).expect(401);
    const again = await request(http)
      .post('/api/admin/login')
      .send({ username: 'leaver', password: DEMO_PASSWORDS.editor })
      .expect(401);
    expect(again.body.message).toBe('Invalid username or password');
  });

  it('a session whose disabled_at was set directly in the database is refused too', async () => {
    const cookie = await signIn('viewer');
    await dataSource.query(`UPDATE admin_users SET disabled_at = now() WHERE username = 'viewer'`);
    try {
      await call('get', 'session', cookie).expect(401);
    } finally {
      await dataSource.query(`UPDATE admin_users SET disabled_at = NULL WHERE username = 'viewer'`);
    }
  });
});
