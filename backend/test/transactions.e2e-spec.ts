import request from 'supertest';
import { AdminUser } from '../src/auth/entities/admin-user.entity.js';
import { Db, QUERY_BESIDE_TRANSACTION } from '../src/common/database/db.js';

import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * The ambient transaction (Db, on @nestjs-cls/transactional), on the real database: PostgreSQL
 * with DATABASE_URL, PGlite (one connection) without it. What a repository writes through Db inside
 * `transaction()` commits or rolls back as one, nested calls join the outer transaction, concurrent
 * callers each see only their own, and a query that would escape the transaction is refused.
 */
describe('ambient transactions', () => {
  let t: TestApp;
  let db: Db;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_CUSTOMERS: 'off' } });
    db = t.app.get(Db);
    await db.execute('CREATE TABLE tx_probe (tag text PRIMARY KEY, n integer NOT NULL DEFAULT 0)');
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await db.execute('DELETE FROM tx_probe');
    await db.repository(AdminUser).update({ username: 'viewer' }, { disabledAt: null });
  });

  // What repositories do: SQL through db.query/db.execute, TypeORM entities through db.repository.
  const probes = {
    add: (tag: string) => db.execute('INSERT INTO tx_probe (tag) VALUES ($1)', [tag]),
    tags: async () =>
      (await db.query<{ tag: string }>('SELECT tag FROM tx_probe ORDER BY tag')).map((r) => r.tag),
  };
  const staff = {
    disable: (username: string, at: Date) =>
      db.repository(AdminUser).update({ username }, { disabledAt: at }),
    disabledAt: async (username: string) =>
      (await db.repository(AdminUser).findOneByOrFail({ username })).disabledAt,
  };
  const fail = new Error('planned failure');

  it('a failure rolls back every write made in the transaction, nested calls and entity repositories included', async () => {
    await expect(
      db.transaction(async () => {
        await probes.add('outer');
        await staff.disable('viewer', new Date('2026-01-01T00:00:00Z'));
        // A service called from inside joins the same transaction (one connection, one commit).
        await db.transaction(async () => {
          expect(db.inTransaction).toBe(true);
          await probes.add('inner');
          expect(await probes.tags()).toEqual(['inner', 'outer']);
        });
        throw fail;
      }),
    ).rejects.toBe(fail);
    expect(db.inTransaction).toBe(false);
    expect(await probes.tags()).toEqual([]);
    expect(await staff.disabledAt('viewer')).toBeNull();
  });

  it('a nested failure rolls back the outer transaction too, and a success commits everything once', async () => {
    await expect(
      db.transaction(async () => {
        await probes.add('a');
        await db.transaction(async () => {
          await probes.add('b');
          throw fail;
        });
      }),
    ).rejects.toBe(fail);
    expect(await probes.tags()).toEqual([]);

    let managerInside: unknown;
    await db.transaction(async () => {
      managerInside = db.manager;
      await probes.add('a');
      await db.transaction(async () => {
        expect(db.manager).toBe(managerInside);
        await probes.add('b');
      });
      await staff.disable('viewer', new Date('2026-01-02T00:00:00Z'));
    });
    expect(db.manager).not.toBe(managerInside);
    expect(await probes.tags()).toEqual(['a', 'b']);
    expect(await staff.disabledAt('viewer')).toEqual(new Date('2026-01-02T00:00:00Z'));
  });

  it('execute answers how many rows a write touched', async () => {
    expect(await db.execute(`INSERT INTO tx_probe (tag) VALUES ('x'), ('y'), ('z')`)).toBe(3);
    expect(await db.execute(`UPDATE tx_probe SET n = n + 1 WHERE tag <> 'z'`)).toBe(2);
    expect(await db.execute(`DELETE FROM tx_probe WHERE tag = 'q'`)).toBe(0);
    expect(await db.transaction(() => db.execute(`DELETE FROM tx_probe`))).toBe(3);
  });

  it('concurrent transactions each see their own writes only; the failed ones leave nothing', async () => {
    const tags = Array.from({ length: 12 }, (_, i) => `t${String(i).padStart(2, '0')}`);
    const failing = new Set(tags.filter((_, i) => i % 3 === 0));
    const seen = new Map<string, string[]>();
    const outcomes = await Promise.allSettled([
      ...tags.map((tag) =>
        db.transaction(async () => {
          await probes.add(tag);
          // Give the others a turn while this one holds uncommitted writes.
          await new Promise((resolve) => setTimeout(resolve, 5));
          seen.set(tag, await probes.tags());
          if (failing.has(tag)) throw fail;
        }),
      ),
      // Reads outside any transaction, meanwhile: on PGlite they wait their turn, never deadlock.
      ...tags.map(() => probes.tags()),
    ]);
    expect(outcomes.slice(0, tags.length).map((o) => o.status)).toEqual(
      tags.map((tag) => (failing.has(tag) ? 'rejected' : 'fulfilled')),
    );
    expect(outcomes.slice(tags.length).every((o) => o.status === 'fulfilled')).toBe(true);
    for (const tag of tags) {
      const visible = seen.get(tag)!;
      expect(visible).toContain(tag);
      // Another transaction's uncommitted (and, for the failing ones, never committed) rows are unseen.
      for (const other of visible) if (other !== tag) expect(failing.has(other)).toBe(false);
    }
    for (const outcome of outcomes.slice(tags.length)) {
      const read = (outcome as PromiseFulfilledResult<string[]>).value;
      for (const other of read) expect(failing.has(other)).toBe(false);
    }
    expect(await probes.tags()).toEqual(tags.filter((tag) => !failing.has(tag)));
  });

  it('a query that would escape the transaction (its own connection) is refused, not run or waited for', async () => {
    await expect(
      db.transaction(async () => {
        await probes.add('kept?');
        await expect(t.dataSource.query('SELECT 1')).rejects.toThrow(QUERY_BESIDE_TRANSACTION);
        await expect(t.dataSource.getRepository(AdminUser).count()).rejects.toThrow(QUERY_BESIDE_TRANSACTION);
        await expect(t.dataSource.transaction(async () => undefined)).rejects.toThrow(
          QUERY_BESIDE_TRANSACTION,
        );
        // The transaction itself goes on, and still rolls back as one.
        expect(await probes.tags()).toEqual(['kept?']);
        throw fail;
      }),
    ).rejects.toBe(fail);
    expect(await probes.tags()).toEqual([]);
    // Outside a transaction the data source is free to use.
    expect(await t.dataSource.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('concurrent requests stay isolated: each claim commits its row and its e-mail together, or neither', async () => {
    // A discount claim writes the customer (customers' repository) and queues its e-mail (the
    // outbox's repository) in one ambient transaction; a second claim of an e-mail breaks the unique
    // index after its e-mail was queued, and must leave nothing behind.
    const claim = (email: string) =>
      request(t.http).post('/api/customers').send({
        firstName: 'Iso',
        lastName: 'Lated',
        phone: '(555) 555-0199',
        email,
        discountClaimed: 'popup_10_off',
      });
    const emails = [
      ...Array.from({ length: 12 }, () => 'same@example.com'),
      ...Array.from({ length: 8 }, (_, i) => `own${i}@example.com`),
    ];
    const answers = await Promise.all(emails.map(claim));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(9);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(11);
    const mails = await db.query<{ recipient: string; n: number }>(
      `SELECT recipient, count(*)::int AS n FROM outbox_messages
        WHERE kind = 'discount_code' AND (recipient = 'same@example.com' OR recipient LIKE 'own%@example.com')
        GROUP BY recipient ORDER BY recipient`,
    );
    expect(mails).toEqual([...new Set(emails)].sort().map((recipient) => ({ recipient, n: 1 })));
  });
});
