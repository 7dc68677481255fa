import { resolve } from 'node:path';

/** What a backup file holds: PostgreSQL's custom dump format, or a PGlite data folder (tar, gzip). */
export type BackupFormat = 'postgres' | 'pglite';

/** The first bytes of each format: pg_dump's custom format starts with "PGDMP", gzip with 1f 8b. */
export function formatOf(head: Uint8Array): BackupFormat | null {
  if (Buffer.from(head.subarray(0, 5)).toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  return null;
}

/** A new backup's default name, in `dir`: shop-2026-11-26T22-15-00Z.pgdump (or .pglite.tar.gz). */
export function defaultBackupFile(dir: string, format: BackupFormat, at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
  return resolve(dir, `shop-${stamp}${format === 'postgres' ? '.pgdump' : '.pglite.tar.gz'}`);
}

/** The unix socket through which a running server on the embedded database hands out its dump. */
export const BACKUP_SOCKET = 'backup.sock';
