import request from 'supertest';
import type { DataChoice } from '../../src/repair-order/repair-order.js';
import { RepairOrderRepository } from '../../src/workshop/repair-order.repository.js';
import { INTAKE } from './intake.js';
import type { TestApp } from './test-app.js';

/** A walk-in checked in through the API: the order (as the answer has it), its link and the link's token. */
export interface WalkIn<Order = { id: string; reference: string }> {
  id: string;
  reference: string;
  trackingUrl: string;
  /** The tracking link's token: `/track/<token>`. */
  token: string;
  order: Order;
}

/** The check-in's body; what is left out is Ada Lovelace's screen on the first model, with INTAKE. */
export interface WalkInOptions {
  /** Over Ada Lovelace, (555) 555-0142, ada@example.com (`email: undefined`: none; `null` is sent as null). */
  customer?: { name?: string; phone?: string; email?: string | null };
  deviceModelId?: string;
  serviceTypeIds?: string[];
  intake?: object;
  /** The estimated ready time (ISO 8601), sent only when given. */
  estimatedReadyAt?: string;
}

type Matrix = { models: { id: string }[]; services: { id: string; slug: string }[] };
/** Each app's pricing matrix, read once (as a spec's beforeAll would). */
const matrices = new WeakMap<TestApp, Promise<Matrix>>();

/** POST /api/admin/repair-orders (a walk-in at the counter) as `cookie`'s staff member: 201. */
export async function checkInWalkIn<
  Order extends { id: string; reference: string } = { id: string; reference: string },
>(t: TestApp, cookie: string, options: WalkInOptions = {}): Promise<WalkIn<Order>> {
  let { deviceModelId, serviceTypeIds } = options;
  if (!deviceModelId || !serviceTypeIds) {
    if (!matrices.has(t))
      matrices.set(
        t,
        request(t.http)
          .get('/api/admin/pricing')
          .set('Cookie', cookie)
          .expect(200)
          .then((res) => res.body as Matrix),
      );
    const matrix = await matrices.get(t)!;
    deviceModelId ??= matrix.models[0].id;
    serviceTypeIds ??= [matrix.services.find((s) => s.slug === 'screen')!.id];
  }
  const res = await request(t.http)
    .post('/api/admin/repair-orders')
    .set('Cookie', cookie)
    .send({
      customer: {
        name: 'Ada Lovelace',
        phone: '(555) 555-0142',
        email: 'ada@example.com',
        ...options.customer,
      },
      deviceModelId,
      serviceTypeIds,
      intake: options.intake ?? INTAKE,
      ...(options.estimatedReadyAt !== undefined && { estimatedReadyAt: options.estimatedReadyAt }),
    })
    .expect(201);
  const { order, trackingUrl } = res.body as { order: Order; trackingUrl: string };
  return {
    id: order.id,
    reference: order.reference,
    trackingUrl,
    token: trackingUrl.split('/track/')[1],
    order,
  };
}

/**
 * The customer's intake signature as far as the order goes: intake_signed_at (kept if set) and
 * their data choice, as signing writes them, without a signature's document and strokes. For the
 * specs of what a signed intake allows or forbids; the signatures' own spec signs through the API.
 */
export async function signIntake(
  t: TestApp,
  orderId: string,
  { dataChoice, at = t.clock.now() }: { dataChoice: DataChoice; at?: Date },
): Promise<void> {
  await t.app.get(RepairOrderRepository).markIntakeSigned(orderId, at, dataChoice);
}

/**
 * The customer's intake signature taken at the counter through the API, as a staff member's
 * screen does: the document to sign (its hash, 200), then the signature (201). Its answer.
 */
export async function signIntakeAtCounter(
  t: TestApp,
  cookie: string,
  orderId: string,
  sign: { dataChoice: DataChoice; signerName: string; /** The strokes: a PNG, in base64. */ image: string },
): Promise<{ id: string; documentHash: string; imageUrl: string }> {
  const path = `/api/admin/repair-orders/${orderId}/signatures`;
  const document = await request(t.http)
    .get(`${path}/document?kind=intake`)
    .set('Cookie', cookie)
    .expect(200);
  const signed = await request(t.http)
    .post(path)
    .set('Cookie', cookie)
    .send({ kind: 'intake', documentHash: document.body.hash, ...sign })
    .expect(201);
  return signed.body;
}

/**
 * The repair done and handed over at the counter, paid in full in the same step: the order moved
 * to diagnosing, in repair and ready (200 each), then picked up with its total (200), confirmed by
 * its reference and the default customer's phone. The pickup's answer (its receipt among it).
 */
export async function pickUpPaid(
  t: TestApp,
  cookie: string,
  order: { id: string; reference: string },
  method: 'cash' | 'card' = 'cash',
): Promise<{ receipt: { id: string; number: string } }> {
  const path = `/api/admin/repair-orders/${order.id}`;
  for (const to of ['diagnosing', 'in_repair', 'ready'])
    await request(t.http).post(`${path}/status`).set('Cookie', cookie).send({ to }).expect(200);
  const { totalCostCents } = (await request(t.http).get(path).set('Cookie', cookie)).body;
  const res = await request(t.http)
    .post(`${path}/pickup`)
    .set('Cookie', cookie)
    .send({
      pickup: { reference: order.reference, phoneLast4: '0142' },
      payment: { amountCents: totalCostCents, method },
    })
    .expect(200);
  return res.body;
}
