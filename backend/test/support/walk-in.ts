import request from 'supertest';
import { INTAKE } from './intake.js';
import type { TestApp } from './test-app.js';

/** A walk-in of phone (555) 555-0142 checked in through the API: its reference and e-mailed link. */
export async function checkedIn(
  t: TestApp,
  editor: string,
): Promise<{ reference: string; trackingUrl: string }> {
  const matrix = (await request(t.http).get('/api/admin/pricing').set('Cookie', editor).expect(200)).body;
  const res = await request(t.http)
    .post('/api/admin/repair-orders')
    .set('Cookie', editor)
    .send({
      customer: { name: 'Jo Guess', phone: '(555) 555-0142', email: 'jo@example.com' },
      deviceModelId: matrix.models[0].id,
      serviceTypeIds: [matrix.services[0].id],
      intake: INTAKE,
    })
    .expect(201);
  return { reference: res.body.order.reference, trackingUrl: res.body.trackingUrl };
}
