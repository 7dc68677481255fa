import { randomUUID } from 'node:crypto';
import { AppointmentLifecycle } from '../src/appointments/appointment-lifecycle.js';
import { AppointmentRepository, type NewAppointment } from '../src/appointments/appointment.repository.js';
import { Db } from '../src/common/database/db.js';
import { IdempotencyRepository } from '../src/common/idempotency/idempotency.repository.js';
import { IdempotencyService } from '../src/common/idempotency/idempotency.service.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const NOW = '2026-03-02T15:00:00.000Z'; // Mon 2 March, 09:00 in the shop
const HOUR = 3_600_000;

/** The seams the appointment is built on, each on the real database: its repository, its life cycle, idempotency. */
describe(`appointment seams (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let repository: AppointmentRepository;
  let lifecycle: AppointmentLifecycle;
  let idempotency: IdempotencyService;
  let staff: { kind: 'staff'; userId: string; username: string };

  beforeAll(async () => {
    t = await createTestApp({ now: NOW });
    repository = t.app.get(AppointmentRepository);
    lifecycle = t.app.get(AppointmentLifecycle);
    idempotency = t.app.get(IdempotencyService);
    const [editor] = await t.dataSource.query(`SELECT id FROM admin_users WHERE username = 'editor'`);
    staff = { kind: 'staff', userId: editor.id, username: 'editor' };
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(NOW));

  let slot = 0;
  /** A booking in its own slot (one hour apart), starting `inHours` from NOW unless given. */
  const booking = (overrides: Partial<NewAppointment> = {}): NewAppointment => ({
    id: randomUUID(),
    startsAt: new Date(Date.parse(NOW) + (48 + slot++) * HOUR),
    device: { brand: 'Apple', modelSlug: 'iphone-15-pro', info: 'Apple iPhone 15 Pro' },
    customer: { firstName: 'Ada', lastName: 'Lovelace', email: 'Ada@Example.com', phone: '(555) 010-2030' },
    notes: 'Screen Repair',
    services: [
      { slug: 'screen', name: 'Screen Repair', priceCents: 27900, durationMinutes: 20 },
      { slug: 'battery', name: 'Battery Replacement', priceCents: 8900, durationMinutes: 60 },
    ],
    estimatedPriceCents: 36800,
    discountCents: 0,
    durationMinutes: 80,
    createdAt: new Date(NOW),
    ...overrides,
  });
  const insert = async (overrides: Partial<NewAppointment> = {}) => {
    const record = await t.app.get(Db).transaction(() => repository.insert(booking(overrides), 1));
    if (!record) throw new Error('slot full');
    return record;
  };
  const statusOf = async (id: string) =>
    (await t.dataSource.query(`SELECT status FROM appointments WHERE id = $1`, [id]))[0].status;
  const cancellationMails = async (reference: string) =>
    (
      await t.dataSource.query(
        `SELECT count(*)::int AS n FROM outbox_messages WHERE kind = 'booking_cancelled' AND subject LIKE $1`,
        [`%${reference}%`],
      )
    )[0].n;

  describe('AppointmentRepository', () => {
    it('inserts a booking under the id the caller minted, with its service lines in order', async () => {
      const draft = booking();
      const record = await t.app.get(Db).transaction(() => repository.insert(draft, 1));
      expect(record).toMatchObject({
        id: draft.id,
        status: 'scheduled',
        startsAt: draft.startsAt,
        estimatedPriceCents: 36800,
        durationMinutes: 80,
        services: draft.services,
      });
      expect(record!.reference).toMatch(/^RB-[0-9A-Z]{4,10}$/);
      // Read back the same, by id and by reference and e-mail (any case, reference without its prefix).
      expect(await repository.findById(draft.id)).toEqual(record);
      expect(
        await repository.findByReference(record!.reference.slice(3).toLowerCase(), ' ada@example.COM '),
      ).toEqual(record);
      expect(await repository.findByReference(record!.reference, 'someone@else.com')).toBeUndefined();
    });

    it('answers null when every seat of the slot is taken, and counts seats per slot', async () => {
      const first = await insert();
      const second = await t.app
        .get(Db)
        .transaction(() => repository.insert(booking({ startsAt: first.startsAt }), 1));
      expect(second).toBeNull();
      const taken = await repository.seatsTaken(first.startsAt, first.startsAt);
      expect(taken.get(first.startsAt.getTime())).toBe(1);
    });

    it('searches by name, phone digits and reference; filters by status and time; pages', async () => {
      const grace = await insert({
        customer: {
          firstName: 'Grace',
          lastName: 'Hopper',
          email: 'grace@example.com',
          phone: '555.777.1906',
        },
      });
      const byName = await repository.search({ text: 'grace hop' }, { limit: 10, offset: 0 });
      expect(byName.records.map((r) => r.id)).toEqual([grace.id]);
      const byPhone = await repository.search({ text: '(555) 777-1906' }, { limit: 10, offset: 0 });
      expect(byPhone.records.map((r) => r.id)).toEqual([grace.id]);
      const byReference = await repository.search(
        { text: grace.reference.toLowerCase() },
        { limit: 10, offset: 0 },
      );
      expect(byReference.records.map((r) => r.id)).toEqual([grace.id]);
      const later = await repository.search(
        { startsFrom: new Date(grace.startsAt.getTime() + 1) },
        { limit: 10, offset: 0 },
      );
      expect(later.records.map((r) => r.id)).not.toContain(grace.id);
      const all = await repository.search({ status: 'scheduled' }, { limit: 1, offset: 0 });
      expect(all.records).toHaveLength(1);
      expect(all.total).toBeGreaterThan(1);
    });
  });

  describe('AppointmentLifecycle.change', () => {
    it('moves a staff change through the table and records who made it', async () => {
      const a = await insert();
      await lifecycle.change({ appointmentId: a.id, to: 'confirmed', actor: staff });
      expect(await statusOf(a.id)).toBe('confirmed');
      expect(await repository.history(a.id)).toEqual([
        { from: 'scheduled', to: 'confirmed', changedBy: 'editor', changedAt: new Date(NOW), note: null },
      ]);
      await expect(
        lifecycle.change({ appointmentId: a.id, to: 'checked_in', actor: staff }),
      ).rejects.toMatchObject({
        status: 409,
        response: { message: 'Cannot change status from confirmed to checked in' },
      });
      // Checking in is the workshop's move (it makes the repair order in the same transaction).
      await lifecycle.change({
        appointmentId: a.id,
        to: 'checked_in',
        actor: { ...staff, kind: 'workshop' },
      });
      expect(await statusOf(a.id)).toBe('checked_in');
    });

    it("takes the customer's cancel before the start, with its e-mail; refuses it once started", async () => {
      const a = await insert();
      await lifecycle.change({ appointmentId: a.id, to: 'cancelled', actor: { kind: 'customer' } });
      expect(await statusOf(a.id)).toBe('cancelled');
      expect((await repository.findById(a.id))!.cancelledAt).toEqual(new Date(NOW));
      expect(await cancellationMails(a.reference)).toBe(1);
      expect((await repository.history(a.id))[0]).toMatchObject({ changedBy: 'customer', to: 'cancelled' });

      const started = await insert();
      t.clock.set(new Date(started.startsAt.getTime() + 60_000));
      await expect(
        lifecycle.change({ appointmentId: started.id, to: 'cancelled', actor: { kind: 'customer' } }),
      ).rejects.toMatchObject({
        status: 409,
        response: { message: 'This appointment can no longer be cancelled' },
      });
      expect(await statusOf(started.id)).toBe('scheduled');
      expect(await cancellationMails(started.reference)).toBe(0);
    });

    it('lets a customer only cancel', async () => {
      const a = await insert();
      await expect(
        lifecycle.change({ appointmentId: a.id, to: 'confirmed', actor: { kind: 'customer' } }),
      ).rejects.toMatchObject({
        status: 409,
        response: { message: 'This appointment can no longer be cancelled' },
      });
      expect(await statusOf(a.id)).toBe('scheduled');
    });

    it('marks a no-show only once the appointment has started', async () => {
      const a = await insert();
      await expect(
        lifecycle.change({ appointmentId: a.id, to: 'no_show', actor: staff }),
      ).rejects.toMatchObject({
        status: 409,
        response: { message: 'Cannot mark as no-show before the appointment has started' },
      });
      t.clock.set(a.startsAt);
      await lifecycle.change({ appointmentId: a.id, to: 'no_show', actor: staff });
      expect(await statusOf(a.id)).toBe('no_show');
    });

    it('refuses a change made on a stale status, naming the current one; 404 for no appointment', async () => {
      const a = await insert();
      await lifecycle.change({ appointmentId: a.id, to: 'confirmed', actor: staff });
      await expect(
        lifecycle.change({ appointmentId: a.id, to: 'cancelled', actor: staff, expectedStatus: 'scheduled' }),
      ).rejects.toMatchObject({
        status: 409,
        response: {
          message: 'This appointment was changed by someone else',
          details: { currentStatus: 'confirmed' },
        },
      });
      await expect(
        lifecycle.change({ appointmentId: randomUUID(), to: 'confirmed', actor: staff }),
      ).rejects.toMatchObject({ status: 404 });
    });

    it("runs in the caller's transaction: rolled back with it", async () => {
      const a = await insert();
      await expect(
        t.app.get(Db).transaction(async () => {
          await lifecycle.change({ appointmentId: a.id, to: 'cancelled', actor: staff });
          throw new Error('the caller fails later');
        }),
      ).rejects.toThrow('the caller fails later');
      expect(await statusOf(a.id)).toBe('scheduled');
      expect(await repository.history(a.id)).toEqual([]);
      expect(await cancellationMails(a.reference)).toBe(0);
    });

    it('answers the moves each actor may make now, from the table', async () => {
      const rules = await lifecycle.rules();
      const startsAt = new Date(Date.parse(NOW) + HOUR);
      const before = new Date(NOW);
      const after = new Date(startsAt.getTime() + 1);
      expect(lifecycle.allowedMoves(rules, { status: 'scheduled', startsAt }, 'staff', before)).toEqual([
        'confirmed',
        'cancelled',
      ]);
      expect(lifecycle.allowedMoves(rules, { status: 'scheduled', startsAt }, 'staff', after)).toEqual([
        'confirmed',
        'cancelled',
        'no_show',
      ]);
      expect(lifecycle.allowedMoves(rules, { status: 'confirmed', startsAt }, 'customer', before)).toEqual([
        'cancelled',
      ]);
      expect(lifecycle.allowedMoves(rules, { status: 'confirmed', startsAt }, 'customer', after)).toEqual([]);
      expect(lifecycle.allowedMoves(rules, { status: 'checked_in', startsAt }, 'staff', before)).toEqual([]);
      expect(lifecycle.allowedMoves(rules, { status: 'confirmed', startsAt }, 'workshop', after)).toEqual([
        'checked_in',
      ]);
    });
  });

  describe('IdempotencyService.run', () => {
    const counter = () => {
      let calls = 0;
      return {
        get calls() {
          return calls;
        },
        work: async () => ({ status: 201, json: `{"call":${++calls},"b":1,"a":2}` }),
      };
    };

    it('without a key, runs the work every time', async () => {
      const c = counter();
      await idempotency.run({ scope: 'test', key: undefined, body: { x: 1 } }, c.work);
      const second = await idempotency.run({ scope: 'test', key: undefined, body: { x: 1 } }, c.work);
      expect(c.calls).toBe(2);
      expect(second.replayed).toBe(false);
    });

    it('with a key, runs the work once and replays its answer byte for byte', async () => {
      const c = counter();
      const first = await idempotency.run(
        { scope: 'test', key: 'key-once', body: { x: 1, y: [1, 2] } },
        c.work,
      );
      // The same body with its keys in another order is the same request.
      const again = await idempotency.run(
        { scope: 'test', key: 'key-once', body: { y: [1, 2], x: 1 } },
        c.work,
      );
      expect(c.calls).toBe(1);
      expect(first).toEqual({ status: 201, json: '{"call":1,"b":1,"a":2}', replayed: false });
      expect(again).toEqual({ ...first, replayed: true });
      // Another scope has its own keys.
      await idempotency.run({ scope: 'other', key: 'key-once', body: { x: 1 } }, c.work);
      expect(c.calls).toBe(2);
    });

    it('refuses a known key with another body (422) and a malformed key (400)', async () => {
      const c = counter();
      await idempotency.run({ scope: 'test', key: 'key-body', body: { x: 1 } }, c.work);
      await expect(
        idempotency.run({ scope: 'test', key: 'key-body', body: { x: 2 } }, c.work),
      ).rejects.toMatchObject({
        status: 422,
      });
      await expect(
        idempotency.run({ scope: 'test', key: 'has space', body: {} }, c.work),
      ).rejects.toMatchObject({
        status: 400,
        response: { errors: [{ field: 'Idempotency-Key' }] },
      });
      expect(c.calls).toBe(1);
    });

    it('frees the key when the work fails, and rolls back what the work wrote', async () => {
      const failing = async () => {
        await t.app.get(IdempotencyRepository).claim('side', 'effect', 'h', new Date());
        throw new Error('work failed');
      };
      await expect(idempotency.run({ scope: 'test', key: 'key-fail', body: {} }, failing)).rejects.toThrow(
        'work failed',
      );
      const side = await t.dataSource.query(`SELECT 1 FROM idempotency_keys WHERE scope = 'side'`);
      expect(side).toHaveLength(0);
      const c = counter();
      const retried = await idempotency.run({ scope: 'test', key: 'key-fail', body: {} }, c.work);
      expect(retried.replayed).toBe(false);
      expect(c.calls).toBe(1);
    });

    it('runs the work once for concurrent requests with one key', async () => {
      const c = counter();
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          idempotency.run({ scope: 'test', key: 'key-race', body: { r: 1 } }, c.work),
        ),
      );
      expect(c.calls).toBe(1);
      expect(new Set(answers.map((a) => a.json)).size).toBe(1);
      expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    });
  });
});
