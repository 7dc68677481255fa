import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { chooseCoding, ifNoneMatchMatches, prepareBody, sendPrepared, type Coding } from './prepared-body.js';

const ALL: Coding[] = ['identity', 'br', 'gzip'];

describe('chooseCoding (RFC 9110 §12.5.3 Accept-Encoding)', () => {
  it.each<[string | undefined, Coding[], Coding]>([
    // No header: identity (any coding would be allowed, but the client said nothing).
    [undefined, ALL, 'identity'],
    // An empty field value means only identity.
    ['', ALL, 'identity'],
    ['gzip', ALL, 'gzip'],
    ['br', ALL, 'br'],
    ['gzip, deflate, br', ALL, 'br'],
    ['GZIP', ALL, 'gzip'],
    ['x-gzip', ALL, 'gzip'],
    // The highest weight wins; equal weights go to the smaller bytes (br, then gzip).
    ['br;q=0.5, gzip', ALL, 'gzip'],
    ['gzip;q=0.8, br;q=0.8', ALL, 'br'],
    ['br;q=0.001, gzip;q=0.002', ALL, 'gzip'],
    ['gzip;q=1.000, br;q=0.999', ALL, 'gzip'],
    ['gzip ; q=0.5 , identity;q=0.4', ALL, 'gzip'],
    // q=0 means not acceptable.
    ['gzip;q=0', ALL, 'identity'],
    ['br;q=0, gzip;q=0', ALL, 'identity'],
    ['br;q=0, *', ALL, 'gzip'],
    // * stands for any coding not listed.
    ['*', ALL, 'br'],
    ['*;q=0.5, br;q=0.1', ALL, 'gzip'],
    // identity is acceptable unless refused; refused but nothing else acceptable: sent anyway.
    ['identity', ALL, 'identity'],
    ['identity;q=0, gzip;q=0.1', ALL, 'gzip'],
    ['*;q=0', ALL, 'identity'],
    ['identity;q=0', ALL, 'identity'],
    ['deflate', ALL, 'identity'],
    // Only what the body has: a small body has no compressed copy.
    ['br, gzip', ['identity'], 'identity'],
    ['br', ['identity', 'gzip'], 'identity'],
    ['br, gzip;q=0.5', ['identity', 'gzip'], 'gzip'],
    // A coding listed twice keeps its highest weight; a bad q-value is ignored.
    ['gzip;q=0, gzip;q=0.5', ALL, 'gzip'],
    ['br;q=high', ALL, 'br'],
  ])('%j of %j -> %s', (header, available, expected) => {
    expect(chooseCoding(header, available)).toBe(expected);
  });
});

describe('ifNoneMatchMatches (RFC 9110 §13.1.2, weak comparison)', () => {
  const etag = '"abc"';
  it.each<[string | undefined, boolean]>([
    [undefined, false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"xyz", "abc"', true],
    ['"xyz",W/"abc"', true],
    ['"xyz"', false],
    ['"ab"', false],
    ['"abc-gz"', false],
    ['abc', false],
    ['*', true],
    [' * ', true],
    ['"a,b", "abc"', true],
    ['', false],
  ])('%j -> %s', (header, expected) => {
    expect(ifNoneMatchMatches(header, etag)).toBe(expected);
  });

  it('compares a weak ETag of the server weakly too', () => {
    expect(ifNoneMatchMatches('"abc"', 'W/"abc"')).toBe(true);
  });
});

describe('prepareBody', () => {
  it('gives each coding its own strong ETag and keeps small bodies uncompressed', () => {
    const big = prepareBody(Buffer.from('x'.repeat(2000)), {
      type: 'text/plain',
      cacheControl: 'no-cache',
      compress: true,
    });
    expect(big.variants.map((v) => v.coding)).toEqual(['identity', 'br', 'gzip']);
    const etags = big.variants.map((v) => v.etag);
    expect(new Set(etags).size).toBe(3);
    for (const tag of etags) expect(tag).toMatch(/^"[\w-]+"$/);
    expect(brotliDecompressSync(big.variants[1]!.bytes).toString()).toBe('x'.repeat(2000));
    expect(gunzipSync(big.variants[2]!.bytes).toString()).toBe('x'.repeat(2000));
    const small = prepareBody(Buffer.from('tiny'), {
      type: 'text/plain',
      cacheControl: 'no-cache',
      compress: true,
    });
    expect(small.variants.map((v) => v.coding)).toEqual(['identity']);
  });

  it('uses copies made earlier instead of compressing again', () => {
    const br = Buffer.from('made at build time');
    const body = prepareBody(Buffer.from('y'.repeat(1000)), {
      type: 't',
      cacheControl: 'c',
      compress: true,
      br,
    });
    expect(body.variants[1]!.bytes).toBe(br);
  });
});

describe('sendPrepared', () => {
  const text = 'hello '.repeat(200);
  const body = prepareBody(Buffer.from(text), {
    type: 'text/plain; charset=utf-8',
    cacheControl: 'public, max-age=60',
    compress: true,
  });
  const small = prepareBody(Buffer.from('{}'), {
    type: 'application/json',
    cacheControl: 'no-cache',
    compress: true,
  });
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer((req, res) => sendPrepared(req, res, req.url === '/small' ? small : body));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((done) => server.close(done)));

  it('sends the identity bytes with type, length, ETag, Cache-Control and Vary', async () => {
    const res = await request(url).get('/').set('Accept-Encoding', 'identity').expect(200);
    expect(res.text).toBe(text);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(text)));
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers.etag).toBe(body.variants[0]!.etag);
  });

  it('sends brotli or gzip as accepted, each with its own ETag', async () => {
    const br = await rawGet(`${url}/`, { 'Accept-Encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(text);
    expect(br.headers.etag).toBe(body.variants[1]!.etag);
    const gz = await request(url).get('/').set('Accept-Encoding', 'gzip').expect(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe(text);
    expect(gz.headers.etag).toBe(body.variants[2]!.etag);
  });

  it('answers 304 without a body to a matching If-None-Match, with the headers a 200 would have', async () => {
    const gz = body.variants[2]!.etag;
    const res = await request(url)
      .get('/')
      .set('Accept-Encoding', 'gzip')
      .set('If-None-Match', `"old", W/${gz}`)
      .expect(304);
    expect(res.text).toBe('');
    expect(res.headers.etag).toBe(gz);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers.vary).toBe('Accept-Encoding');
    // The identity bytes' ETag does not match the gzipped answer: a different representation.
    await request(url)
      .get('/')
      .set('Accept-Encoding', 'gzip')
      .set('If-None-Match', body.variants[0]!.etag)
      .expect(200);
    await request(url).get('/').set('If-None-Match', '*').expect(304);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const res = await request(url).head('/').set('Accept-Encoding', 'br').expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-length']).toBe(String(body.variants[1]!.bytes.length));
    expect(res.text ?? '').toBe('');
  });

  it('sends a body without compressed copies as it is, without Vary', async () => {
    const res = await request(url).get('/small').set('Accept-Encoding', 'br, gzip').expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.text).toBe('{}');
  });
});

/** A GET whose body is the bytes as sent (supertest and fetch decompress them). */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((done, fail) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', fail);
  });
}
