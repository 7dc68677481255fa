/**
 * Supertest parsers for bodies it does not read itself: `.buffer(true).parse(bodyBytes)` for a PDF or
 * a PNG (the body is then a Buffer), `.parse(bodyText)` for an .ics file (a string).
 */
interface Chunks {
  on(event: 'data', listener: (chunk: Buffer) => void): unknown;
  on(event: 'end', listener: () => void): unknown;
}

export function bodyBytes(res: Chunks, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

export function bodyText(res: Chunks, done: (error: Error | null, body: string) => void): void {
  bodyBytes(res, (error, body) => done(error, body.toString('utf8')));
}
