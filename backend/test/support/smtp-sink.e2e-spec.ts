import { spawn } from 'node:child_process';
import nodemailer from 'nodemailer';
import { SmtpSink } from './smtp-sink.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The suites' SMTP server outlives a sender killed in the middle of a message, as the cluster suite's
 * SIGKILLed instance is (its outbox worker mid-send). The kernel resets such a connection; smtp-server
 * reports that as an 'error' event, which without a listener was an uncaught "read ECONNRESET" that
 * failed the cluster suite after all its tests had passed.
 */
describe('SmtpSink', () => {
  const sink = new SmtpSink();
  beforeAll(() => sink.start());
  afterAll(() => sink.stop());

  it('notes a connection reset by a killed sender and goes on receiving', async () => {
    // Twenty messages in flight at once from a process killed while it sends: about half the kills
    // reset a connection in the middle of a message; up to twenty tries make sure one did.
    const sender = `
      const transport = require('nodemailer').createTransport(${JSON.stringify(sink.url)}, {});
      const send = async () => { for (;;) await transport.sendMail({ from: 'shop@example.com', to: 'a@example.com', subject: 'x', text: 'y'.repeat(200000) }); };
      for (let n = 0; n < 20; n++) send();`;
    for (let tries = 0; tries < 20 && sink.connectionErrors.length === 0; tries++) {
      const child = spawn(process.execPath, ['-e', sender], { stdio: 'ignore' });
      await sleep(200 + (tries % 5) * 100); // starting, then sending
      child.kill('SIGKILL');
      await new Promise((done) => child.once('exit', done));
      await sleep(100);
    }
    expect(sink.connectionErrors.map((e) => (e as NodeJS.ErrnoException).code)).toContain('ECONNRESET');

    const before = sink.received.length;
    await nodemailer
      .createTransport(sink.url, {})
      .sendMail({ from: 'shop@example.com', to: 'after@example.com', subject: 'after', text: 'still here' });
    expect(sink.received.slice(before).map((m) => m.to)).toEqual([['after@example.com']]);
  }, 60_000);
});
