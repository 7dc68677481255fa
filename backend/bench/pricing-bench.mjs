// Benchmark of GET /api/pricing/all (issues 5, 10): the app on real PostgreSQL with the seeded
// catalogue and prices, against a plain node:http server sending the same bytes and headers, in
// the same run, alternating, three rounds each; prints the medians of req/s and p99 and the ratio.
// A script, not a test. Usage: npm run bench  (env: DATABASE_URL, BENCH_PORT, BENCH_SECONDS,
// BENCH_CONNECTIONS)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  compare,
  connections,
  createBenchDatabase,
  benchPort,
  main,
  onCleanup,
  seconds,
  startApp,
  startReference,
  waitFor,
} from './bench-kit.mjs';

main(async () => {
  const base = await startApp(await createBenchDatabase());
  const appUrl = `${base}/api/pricing/all`;

  // The same bytes and headers from a plain node:http server in its own process.
  const first = await fetch(appUrl, { headers: { 'accept-encoding': 'identity' } });
  const body = Buffer.from(await first.arrayBuffer());
  const data = JSON.parse(body.toString());
  const tmp = mkdtempSync(join(tmpdir(), 'pricing-bench-'));
  onCleanup(async () => rmSync(tmp, { recursive: true, force: true }));
  writeFileSync(join(tmp, 'body.json'), body);
  const headers = {
    'content-type': first.headers.get('content-type'),
    etag: first.headers.get('etag'),
    'cache-control': first.headers.get('cache-control'),
    'content-length': String(body.length),
  };
  const plainPort = await benchPort(1);
  startReference(`
    const http = require('node:http');
    const body = require('node:fs').readFileSync(${JSON.stringify(join(tmp, 'body.json'))});
    const headers = ${JSON.stringify(headers)};
    http.createServer((req, res) => { res.writeHead(200, headers); res.end(body); }).listen(${plainPort}, '127.0.0.1');`);
  const plainUrl = `http://127.0.0.1:${plainPort}/`;
  await waitFor(plainUrl);

  const devices = Object.keys(data.pricing).length;
  const cells = Object.values(data.pricing).reduce((n, s) => n + Object.keys(s).length, 0);
  console.log(
    `GET /api/pricing/all: ${body.length} bytes, ${devices} devices, ${cells} prices (${headers.etag})`,
  );
  console.log(`autocannon: ${connections} connections, ${seconds} s per run, alternating app / plain\n`);
  await compare({
    app: { url: appUrl },
    reference: { url: plainUrl },
    targetRatio: 0.3,
    targetP99Ms: 25,
    labels: { app: 'app (Nest + PostgreSQL)', reference: 'plain node:http' },
  });
});
