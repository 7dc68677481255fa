#!/usr/bin/env node
/** `npm run staff -- create|set-password|set-role|disable USERNAME`: see staff-commands.ts. */
import 'reflect-metadata';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { SystemClock } from '../common/clock/clock.js';
import { ConfigError, loadConfig } from '../config/app-config.js';
import { openDatabase } from '../database/open-database.js';
import { AdminSession } from './entities/admin-session.entity.js';
import { AdminUser } from './entities/admin-user.entity.js';
import { SessionRepository } from './session.repository.js';
import { StaffAccountError, StaffAccounts } from './staff-accounts.js';
import { StaffUsersRepository } from './staff-users.repository.js';
import { USAGE, UsageError, parseStaffArgs, runStaffCommand, type StaffCommand } from './staff-commands.js';

/** Asks for a line on the terminal without echoing it; reads a plain line when input is not a terminal. */
function ask(question: string): Promise<string> {
  const muted = new Writable({ write: (_chunk, _enc, done) => done() });
  const tty = Boolean(process.stdin.isTTY);
  if (tty) process.stderr.write(question);
  const rl = createInterface({ input: process.stdin, output: tty ? muted : undefined, terminal: tty });
  return new Promise((resolve, reject) => {
    rl.once('line', (line) => {
      resolve(line); // before close(), whose handler would otherwise reject first
      rl.close();
      if (tty) process.stderr.write('\n');
    });
    rl.once('close', () => reject(new StaffAccountError('No password given')));
  });
}

async function readPassword(env: NodeJS.ProcessEnv): Promise<string> {
  if (env.STAFF_PASSWORD) return env.STAFF_PASSWORD;
  const first = await ask('Password: ');
  if (!process.stdin.isTTY) return first;
  const second = await ask('Repeat the password: ');
  if (first !== second) throw new StaffAccountError('The two passwords differ');
  return first;
}

async function main(): Promise<number> {
  let command: StaffCommand;
  try {
    command = parseStaffArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    if (error.message) console.error(error.message + '\n');
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  // Asked before the database opens, so a slow typist holds no lock.
  const needsPassword = command.action === 'create' || command.action === 'set-password';
  const password = needsPassword ? await readPassword(process.env) : '';
  const { db, close } = await openDatabase(config, [AdminUser, AdminSession]);
  try {
    const accounts = new StaffAccounts(
      new StaffUsersRepository(db),
      new SessionRepository(db),
      new SystemClock(),
      db,
    );
    const message = await db.transaction(() => runStaffCommand(accounts, command, async () => password));
    console.log(message);
    return 0;
  } finally {
    await close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known =
      error instanceof StaffAccountError ||
      error instanceof ConfigError ||
      (error instanceof Error && error.name === 'DataDirLockedError');
    console.error(known ? (error as Error).message : error);
    process.exit(1);
  },
);
