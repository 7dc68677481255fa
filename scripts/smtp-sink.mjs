// A stand-in SMTP server for the compose suite (scripts/compose-test.mjs): the backends send their
// e-mail to it (SMTP_URL=smtp://127.0.0.1:PORT) and it writes each message as an .eml file to DIR,
// where the browser tests read them. SIGUSR1 stops it answering (the server closes: the outbox's tries
// fail, as with a mail server down), SIGUSR2 starts it again, SIGTERM ends it.
//   node scripts/smtp-sink.mjs PORT DIR
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

const [port, dir] = [Number(process.argv[2] ?? 2526), process.argv[3] ?? '.test-output/compose-mail'];
mkdirSync(dir, { recursive: true });

let server = null;
function start() {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        writeFileSync(
          join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`),
          Buffer.concat(chunks),
        );
        done();
      });
    },
  });
  // A backend killed in the middle of a message resets its connection ("read ECONNRESET"); a mail
  // server notes it and goes on (smtp-server re-throws it, ending this process, without a listener).
  server.on('error', (error) =>
    console.log(`smtp sink: a connection ended with ${error.code ?? error.message}`),
  );
  server.listen(port, '127.0.0.1', () => console.log(`smtp sink on 127.0.0.1:${port}, writing to ${dir}`));
}
function stop() {
  if (!server) return;
  const closing = server;
  server = null;
  closing.close(() => console.log('smtp sink stopped'));
  // Open connections go too, as when a mail server dies.
  for (const connection of closing.connections ?? []) connection.close?.();
}

process.on('SIGUSR1', stop);
process.on('SIGUSR2', () => server ?? start());
process.on('SIGTERM', () => {
  stop();
  process.exit(0);
});
start();
