import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import type { AppConfig } from '../config/app-config.js';
import { EmbeddedDatabase } from '../database/embedded-database.js';
import { openDatabase } from '../database/open-database.js';
import { OutboxRepository, type HeldMessage } from '../notifications/outbox.repository.js';
import { BACKUP_SOCKET, formatOf, type BackupFormat } from './backup-files.js';
import { RestoreTargetRepository } from './restore-target.repository.js';

/** The database a backup or restore works on: DATABASE_URL, else the embedded one in DATA_DIR. */
export type BackupConfig = Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'dbConnectTimeoutMs' | 'dbPoolSize'>;

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/** libpq's settings for pg_dump and pg_restore, from the connection string (no password on the command line). */
function libpqEnv(databaseUrl: string): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = { ...process.env };
  const set = (name: string, value: string | null | undefined) => {
    if (value) env[name] = value;
  };
  set('PGHOST', url.searchParams.get('host') ?? decodeURIComponent(url.hostname));
  set('PGPORT', url.port || url.searchParams.get('port'));
  set('PGUSER', decodeURIComponent(url.username) || url.searchParams.get('user'));
  set('PGPASSWORD', decodeURIComponent(url.password) || url.searchParams.get('password'));
  set('PGDATABASE', decodeURIComponent(url.pathname.slice(1)));
  set('PGSSLMODE', url.searchParams.get('sslmode'));
  return env;
}

/** Runs a PostgreSQL client program; its errors become a BackupError naming it. */
function runPgTool(
  program: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  io: { input?: Buffer; output?: Writable },
): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(program, args, { env, stdio: ['pipe', io.output ? 'pipe' : 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    if (io.output) child.stdout!.pipe(io.output, { end: false });
    child.on('error', (error: NodeJS.ErrnoException) =>
      fail(
        new BackupError(
          error.code === 'ENOENT'
            ? `${program} was not found: install PostgreSQL's client programs (Debian: postgresql-client-15)`
            : `${program}: ${error.message}`,
        ),
      ),
    );
    child.on('close', (code) =>
      code === 0 ? done() : fail(new BackupError(`${program} failed (exit ${code}): ${stderr.trim()}`)),
    );
    child.stdin!.end(io.input);
  });
}

/** Asks the server running on `dataDir` for a dump; undefined when none answers on its socket. */
function dumpFromRunningServer(dataDir: string): Promise<Buffer | undefined> {
  return new Promise((done, fail) => {
    const req = request({ socketPath: join(dataDir, BACKUP_SOCKET), path: '/dump' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        if (res.statusCode === 200) done(body);
        else fail(new BackupError(`The running server could not make the dump: ${body.toString('utf8')}`));
      });
      res.on('error', fail);
    });
    req.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ENOENT' || error.code === 'ECONNREFUSED' ? done(undefined) : fail(error),
    );
    req.end();
  });
}

/**
 * Writes a backup of the database to `out`: pg_dump's custom format on PostgreSQL; on the embedded
 * database, a dump of its data folder (tar, gzip), from the running server when one runs on it (a
 * consistent copy taken between two queries), else opened here. Answers which format it wrote.
 */
export async function backUp(config: BackupConfig, out: Writable): Promise<BackupFormat> {
  if (config.databaseUrl) {
    await runPgTool(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges'],
      libpqEnv(config.databaseUrl),
      {
        output: out,
      },
    );
    return 'postgres';
  }
  let dump = await dumpFromRunningServer(config.dataDir);
  if (!dump) {
    if (!EmbeddedDatabase.exists(config.dataDir)) {
      throw new BackupError(`There is no database in ${config.dataDir} to back up`);
    }
    const embedded = await EmbeddedDatabase.open(config.dataDir);
    try {
      dump = Buffer.from(await (await embedded.pglite.dumpDataDir('gzip')).arrayBuffer());
    } finally {
      await embedded.close();
    }
  }
  await new Promise<void>((done, fail) => out.write(dump, (error) => (error ? fail(error) : done())));
  return 'pglite';
}

export interface RestoreOptions {
  /** Replace a database that already has data (PostgreSQL: its tables are dropped; PGlite: its folder set aside). */
  replace?: boolean;
  /** Keep the e-mails that were waiting in the backup due (only when none can have been sent since). */
  sendPending?: boolean;
  /** The time of the restore, written on the messages it holds. */
  now?: Date;
}

export interface RestoreReport {
  format: BackupFormat;
  /** E-mails that were waiting in the backup and are not sent (unless sendPending). */
  held: HeldMessage[];
  /** The embedded database that was replaced, kept beside the new one. */
  replacedFolder?: string;
}

/** How long a restore waits for the connections of servers that have just stopped to go. */
const SERVER_EXIT_GRACE_MS = 3000;

/**
 * The servers' connections open on the restore's target, once those of servers that have just
 * stopped are gone: PostgreSQL ends a backend a moment after its client leaves, so a server stopped
 * (or a restore finished) the instant before is still listed. A running server keeps its listening
 * connection, so it is still counted after the wait.
 */
async function serverConnectionsAfterGrace(target: RestoreTargetRepository): Promise<number> {
  const until = Date.now() + SERVER_EXIT_GRACE_MS;
  for (;;) {
    const servers = await target.serverConnections();
    if (servers === 0 || Date.now() >= until) return servers;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Restores a backup made by `backUp` into the configured database, which must not be in use by a
 * server, and be empty unless `replace`. The schema is then brought up to this version's
 * migrations. E-mails that were still waiting when the backup was taken are not sent again (see
 * OutboxRepository.holdPendingAfterRestore) unless `sendPending`.
 */
export async function restore(
  config: BackupConfig,
  backup: Buffer,
  options: RestoreOptions = {},
): Promise<RestoreReport> {
  const format = formatOf(backup);
  if (!format) throw new BackupError('This is not a backup made by `npm run backup`');
  const report: RestoreReport = { format, held: [] };
  if (format === 'postgres') {
    if (!config.databaseUrl) {
      throw new BackupError(
        'This is a PostgreSQL backup: set DATABASE_URL to the database to restore it into',
      );
    }
    const target = await RestoreTargetRepository.connect(config.databaseUrl);
    try {
      const servers = await serverConnectionsAfterGrace(target);
      if (servers > 0) {
        throw new BackupError(
          `${servers} server connection(s) are open on this database: stop the servers first`,
        );
      }
      if ((await target.tableCount()) > 0) {
        if (!options.replace) {
          throw new BackupError(
            'The database is not empty: restore with --replace to drop what it holds first',
          );
        }
        await target.empty();
      }
    } finally {
      await target.close();
    }
    await runPgTool(
      'pg_restore',
      [
        '--single-transaction',
        '--exit-on-error',
        '--no-owner',
        '--no-privileges',
        `--dbname=${libpqEnv(config.databaseUrl).PGDATABASE}`,
      ],
      libpqEnv(config.databaseUrl),
      { input: backup },
    );
  } else {
    if (config.databaseUrl) {
      throw new BackupError(
        'This is a backup of the embedded database: unset DATABASE_URL to restore it into DATA_DIR',
      );
    }
    report.replacedFolder = await EmbeddedDatabase.restore(
      config.dataDir,
      new Blob([backup]),
      options.replace ?? false,
    );
  }
  const database = await openDatabase(config as AppConfig, []);
  try {
    if (!options.sendPending) {
      report.held = await new OutboxRepository(database.db).holdPendingAfterRestore(
        options.now ?? new Date(),
      );
    }
  } finally {
    await database.close();
  }
  return report;
}
