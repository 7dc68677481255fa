import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The embedded database in ${dir} is already in use by process ${pid}. ` +
        'Stop that process first, or start this one with another DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes an exclusive lock on a data folder: a lock file holding our pid. A lock left by a process
 * that no longer runs (kill -9) is taken over; a live one stops the start, since two PGlite
 * processes on one folder would corrupt it.
 */
function lockDataDir(dir: string): () => void {
  const lockFile = join(dir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && processAlive(pid)) {
        throw new DataDirLockedError(dir, pid);
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}`);
}

export const pgliteExtensions = { btree_gist };

/** An embedded PostgreSQL (PGlite) kept in a folder, or in memory for tests. */
export class EmbeddedDatabase {
  private constructor(
    readonly pglite: PGlite,
    private readonly unlock: () => void,
  ) {}

  /** Opens (creating when new) the database in `dataDir/pglite`, holding a lock on the folder. */
  static async open(dataDir: string): Promise<EmbeddedDatabase> {
    mkdirSync(dataDir, { recursive: true });
    const unlock = lockDataDir(dataDir);
    try {
      const pglite = await PGlite.create(join(dataDir, 'pglite'), { extensions: pgliteExtensions });
      return new EmbeddedDatabase(pglite, unlock);
    } catch (error) {
      unlock();
      throw error;
    }
  }

  /** An in-memory database, optionally started from a dump made by `dumpDataDir`. */
  static async inMemory(loadDataDir?: Blob): Promise<EmbeddedDatabase> {
    const pglite = await PGlite.create({
      extensions: pgliteExtensions,
      ...(loadDataDir ? { loadDataDir } : {}),
    });
    return new EmbeddedDatabase(pglite, () => undefined);
  }

  /**
   * Makes `dataDir`'s database the one in `dump` (made by `dumpDataDir`), holding the folder's lock
   * meanwhile (a server using it must be stopped first). A database already there is kept beside it
   * as `pglite.replaced-<time>` when `replace` is true, else the restore is refused. Answers where
   * the replaced one went, if any.
   */
  static async restore(dataDir: string, dump: Blob, replace: boolean): Promise<string | undefined> {
    mkdirSync(dataDir, { recursive: true });
    const unlock = lockDataDir(dataDir);
    try {
      const path = join(dataDir, 'pglite');
      let keptAs: string | undefined;
      if (existsSync(path)) {
        if (!replace && EmbeddedDatabase.exists(dataDir)) {
          throw new Error(`${path} already holds a database: restore with --replace to set it aside`);
        }
        keptAs = `${path}.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`;
        renameSync(path, keptAs);
      }
      const pglite = await PGlite.create(path, { extensions: pgliteExtensions, loadDataDir: dump });
      await pglite.close();
      return keptAs;
    } finally {
      unlock();
    }
  }

  static exists(dataDir: string): boolean {
    return existsSync(join(dataDir, 'pglite', 'PG_VERSION'));
  }

  async close(): Promise<void> {
    try {
      if (!this.pglite.closed) await this.pglite.close();
    } finally {
      this.unlock();
    }
  }
}
