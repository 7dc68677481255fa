#!/usr/bin/env node
/**
 * `npm run backup -- [FILE]` and `npm run restore -- FILE [--replace] [--send-pending]` (FILE `-`:
 * standard output / input, e.g. through `docker compose run -T tools backup -`). See backup.ts.
 */
import 'reflect-metadata';
import { mkdirSync, readFileSync, renameSync, createWriteStream } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config/app-config.js';
import { BackupError, backUp, restore } from './backup.js';
import { defaultBackupFile } from './backup-files.js';

const USAGE = `Usage:
  backup [FILE]                             write a backup (default: backups/shop-<time>.<format>; - for standard output)
  restore FILE [--replace] [--send-pending] restore a backup (- for standard input) into the configured database
    --replace        the database has data: drop it first (PostgreSQL) or set its folder aside (embedded)
    --send-pending   send the e-mails that were waiting in the backup (only if none can have been sent since)
The database is DATABASE_URL's, else the embedded one in DATA_DIR.`;

/** Paths as the user typed them: npm runs the script in backend/, and says where it was called in INIT_CWD. */
const fromCaller = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const flags = new Set(rest.filter((a) => a.startsWith('--')));
  const args = rest.filter((a) => !a.startsWith('--'));
  const unknown = [...flags].filter(
    (f) => command !== 'restore' || !['--replace', '--send-pending'].includes(f),
  );
  if (
    !['backup', 'restore'].includes(command) ||
    args.length > 1 ||
    unknown.length > 0 ||
    (command === 'restore' && !args[0])
  ) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  if (command === 'backup') {
    const target = args[0] ?? '';
    if (target === '-') {
      await backUp(config, process.stdout);
      return 0;
    }
    // Written beside its final name, then renamed: a backup file is whole or absent.
    const partial = fromCaller(target || `backups/shop-backup-${process.pid}.partial`);
    mkdirSync(dirname(partial), { recursive: true });
    const out = createWriteStream(`${partial}.partial`);
    const format = await backUp(config, out);
    await new Promise<void>((done, fail) =>
      out.end((error?: Error | null) => (error ? fail(error) : done())),
    );
    const file = target ? partial : defaultBackupFile(dirname(partial), format, new Date());
    renameSync(`${partial}.partial`, file);
    console.error(`Backup written: ${file}`);
    return 0;
  }
  const backup = args[0] === '-' ? readFileSync(0) : readFileSync(fromCaller(args[0]));
  const report = await restore(config, backup, {
    replace: flags.has('--replace'),
    sendPending: flags.has('--send-pending'),
  });
  console.error(`Restored the ${report.format === 'postgres' ? 'PostgreSQL' : 'embedded'} backup.`);
  if (report.replacedFolder) console.error(`The database it replaced is kept in ${report.replacedFolder}`);
  if (report.held.length > 0) {
    console.error(
      `${report.held.length} e-mail(s) were waiting when the backup was taken and are not sent again (they may have been sent since); staff see them as failed in the outbox:`,
    );
    for (const m of report.held) console.error(`  ${m.kind} to ${m.recipient}: ${m.subject}`);
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof BackupError || error instanceof ConfigError) console.error(error.message);
    else console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
