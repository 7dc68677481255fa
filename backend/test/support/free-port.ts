import { createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 at the time of asking (the system's pick), for a server a test starts. */
export function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}
