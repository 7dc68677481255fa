// Benchmark of POST /api/appointments (issue 10): the app on real PostgreSQL booking distinct
// slots, against a plain node:http + pg server doing the same writes (the appointment row in the
// first free seat of its slot, its service line, its outbox row, in one transaction) into the same
// tables, in the same run, alternating, three rounds each, tables emptied before each run.
// A script, not a test. Usage: npm run bench  (env: DATABASE_URL, BENCH_PORT, BENCH_SECONDS,
// BENCH_CONNECTIONS)
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import {
  backend,
  compare,
  connections,
  createBenchDatabase,
  benchPort,
  main,
  seconds,
  startApp,
  startReference,
} from './bench-kit.mjs';

const CAPACITY = 50;

const referenceSource = (dbUrl, port) => `
const http = require('node:http');
const { randomUUID } = require('node:crypto');
const pg = require(${JSON.stringify(join(backend, '..', 'node_modules', 'pg'))});
const pool = new pg.Pool({ connectionString: ${JSON.stringify(dbUrl)}, max: 10 });
http.createServer((req, res) => {
  let raw = '';
  req.on('data', (c) => (raw += c));
  req.on('end', async () => {
    const b = JSON.parse(raw);
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const id = randomUUID();
      const reference = 'RB-' + id.slice(0, 8).toUpperCase();
      for (let seat = 1; seat <= ${CAPACITY}; seat++) {
        const r = await client.query(
          "INSERT INTO appointments (id, appointment_date, appointment_type, device_info, notes, status, device_brand, device_model, repair_services, estimated_price_cents, estimated_duration, customer_first_name, customer_last_name, customer_phone, customer_email, reference, seat, discount_cents) VALUES ($1, $2, 'repair', $3, $4, 'scheduled', $5, $6, $7, 27900, 20, $8, $9, $10, $11, $12, $13, 0) ON CONFLICT (appointment_date, seat) WHERE status <> 'cancelled' DO NOTHING RETURNING id",
          [id, b.appointmentDate, b.deviceInfo, b.notes, b.deviceBrand, b.deviceModel, b.repairServices, b.customerFirstName, b.customerLastName, b.customerPhone, b.customerEmail, reference, seat]);
        if (r.rowCount === 1) break;
      }
      await client.query("INSERT INTO appointment_services (appointment_id, position, service_type_id, service_slug, service_name, price_cents, duration_minutes) SELECT $1, 0, id, slug, name, 27900, 20 FROM service_types WHERE slug = 'screen'", [id]);
      await client.query("INSERT INTO outbox_messages (kind, recipient, subject, text_body, html_body, next_attempt_at) VALUES ('booking_confirmation', $1, 'Your repair appointment', 'text', '<p>html</p>', now())", [b.customerEmail]);
      await client.query('COMMIT');
      const body = JSON.stringify({ id, reference });
      res.writeHead(201, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    } catch (e) {
      await client.query('ROLLBACK').catch(() => {});
      res.writeHead(500);
      res.end(String(e.message));
    } finally {
      client.release();
    }
  });
}).listen(${port}, '127.0.0.1');`;

/** autocannon options posting bookings on the slots round robin, each with its own e-mail. */
function bookings(url, slots) {
  let n = 0;
  return {
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (req) => {
          const i = n++;
          return {
            ...req,
            body: JSON.stringify({
              appointmentDate: slots[i % slots.length],
              appointmentType: 'repair',
              deviceBrand: 'Apple',
              deviceModel: 'iphone-15-pro',
              repairServices: ['screen'],
              estimatedPrice: 27900,
              estimatedDuration: 20,
              customerFirstName: 'Bench',
              customerLastName: 'Mark',
              customerPhone: '(217) 555-0111',
              customerEmail: `bench${i}-${randomBytes(3).toString('hex')}@example.com`,
              deviceInfo: 'Apple iPhone 15 Pro',
              notes: 'Screen Repair',
            }),
          };
        },
      },
    ],
  };
}

main(async () => {
  const dbUrl = await createBenchDatabase();
  const base = await startApp(dbUrl, { RATE_LIMIT_BOOKINGS: 'off', SLOT_CAPACITY: String(CAPACITY) });
  const slots = (await (await fetch(`${base}/api/appointments/availability`)).json()).slots.map(
    (s) => s.start,
  );
  const plainPort = await benchPort(1);
  startReference(referenceSource(dbUrl, plainPort));
  await new Promise((r) => setTimeout(r, 500));
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  console.log(
    `POST /api/appointments on ${slots.length} slots of capacity ${CAPACITY}; autocannon ${connections} connections, ${seconds} s per run, alternating app / plain\n`,
  );
  try {
    await compare({
      app: bookings(`${base}/api/appointments`, slots),
      reference: bookings(`http://127.0.0.1:${plainPort}/`, slots),
      before: () =>
        db.query('TRUNCATE appointments, appointment_services, outbox_messages, idempotency_keys CASCADE'),
      targetRatio: 0.35,
      targetP99Ms: 50,
      labels: { app: 'app (Nest + PostgreSQL)', reference: 'plain node:http + pg' },
    });
  } finally {
    await db.end();
  }
});
