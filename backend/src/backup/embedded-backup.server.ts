import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { chmodSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { EMBEDDED_DATABASE } from '../database/database.module.js';
import type { EmbeddedDatabase } from '../database/embedded-database.js';
import { BACKUP_SOCKET } from './backup-files.js';

/** Unix sockets have short paths (108 bytes on Linux). */
const MAX_SOCKET_PATH = 100;

/**
 * On the embedded database, only this process may open the data folder, so `npm run backup` asks it:
 * a unix socket in DATA_DIR (owner-only) answers `GET /dump` with a dump of the data folder
 * (tar, gzip) taken between two queries: a consistent copy while the server runs, which a copy of
 * the folder's files is not. Nothing listens on PostgreSQL, where pg_dump does the same.
 */
@Injectable()
export class EmbeddedBackupServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Backup');
  private server: Server | undefined;
  private readonly socketPath: string;

  constructor(
    @Inject(EMBEDDED_DATABASE) private readonly embedded: EmbeddedDatabase | null,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.socketPath = join(config.dataDir, BACKUP_SOCKET);
  }

  async onApplicationBootstrap(): Promise<void> {
    const embedded = this.embedded;
    if (!embedded) return;
    if (this.socketPath.length > MAX_SOCKET_PATH) {
      this.logger.warn(`DATA_DIR is too long a path for the backup socket: stop the server to back up`);
      return;
    }
    rmSync(this.socketPath, { force: true }); // left by a process that died (the data folder is locked)
    const server = createServer((req, res) => {
      if (req.method !== 'GET' || req.url !== '/dump') {
        res.writeHead(404).end();
        return;
      }
      embedded.pglite.dumpDataDir('gzip').then(
        async (dump) => {
          const bytes = Buffer.from(await dump.arrayBuffer());
          res.writeHead(200, { 'Content-Type': 'application/gzip', 'Content-Length': bytes.length });
          res.end(bytes);
          this.logger.log(`Handed out a backup of the embedded database (${bytes.length} bytes)`);
        },
        (error: unknown) => {
          res.writeHead(500, { 'Content-Type': 'text/plain' });
          res.end(error instanceof Error ? error.message : String(error));
        },
      );
    });
    await new Promise<void>((done, fail) => server.once('error', fail).listen(this.socketPath, done));
    chmodSync(this.socketPath, 0o600);
    this.server = server;
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.server) return;
    await new Promise((done) => this.server!.close(done));
    rmSync(this.socketPath, { force: true });
  }
}
