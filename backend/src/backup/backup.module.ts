import { Module } from '@nestjs/common';
import { EmbeddedBackupServer } from './embedded-backup.server.js';

/** Backups of the running server (`npm run backup`; the CLI is backup.cli.ts). */
@Module({ providers: [EmbeddedBackupServer] })
export class BackupModule {}
