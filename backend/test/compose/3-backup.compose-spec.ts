import { spawnSync } from 'node:child_process';
import { compose, sql, stack } from './compose-stack.js';

/**
 * Issue 29: backups inside compose, as the README says: `compose run --rm -T tools backup -` writes
 * pg_dump's custom format to standard output, and `tools restore -` reads it into an empty
 * database (here a second database of the stack's PostgreSQL), which then holds the same rows.
 */
describe('backups inside compose', () => {
  it('backs up through the tools service and restores into an empty database', async () => {
    const [program, ...rest] = stack.command;
    const backup = spawnSync(program, [...rest, 'run', '--rm', '-T', 'tools', 'backup', '-'], {
      cwd: process.env.COMPOSE_DIR,
      maxBuffer: 512 * 1024 * 1024,
    });
    expect([backup.status, backup.status === 0 ? '' : backup.stderr.toString()]).toEqual([0, '']);
    expect(backup.stdout.subarray(0, 5).toString('latin1')).toBe('PGDMP');

    compose(
      'exec',
      '-T',
      'postgres',
      'sh',
      '-c',
      'dropdb -U shop --if-exists restore_check && createdb -U shop restore_check',
    );
    const target = stack.databaseUrl.replace(/\/shop$/, '/restore_check');
    const restored = spawnSync(
      program,
      [...rest, 'run', '--rm', '-T', '-e', `DATABASE_URL=${target}`, 'tools', 'restore', '-'],
      {
        cwd: process.env.COMPOSE_DIR,
        input: backup.stdout,
        encoding: 'utf8',
      },
    );
    // With what the tools service said, so that a refusal says why.
    expect([restored.status, restored.stderr]).toEqual([
      0,
      expect.stringContaining('Restored the PostgreSQL backup.'),
    ]);

    const count = async (url: string) => {
      const client = new (await import('pg')).default.Client({ connectionString: url });
      await client.connect();
      try {
        return (
          await client.query(
            `SELECT (SELECT count(*) FROM appointments)::int AS a, (SELECT count(*) FROM admin_users)::int AS u, (SELECT count(*) FROM retail_price_history)::int AS h`,
          )
        ).rows[0];
      } finally {
        await client.end();
      }
    };
    expect(await count(target)).toEqual(await count(stack.databaseUrl));
    expect((await sql<{ n: number }>(`SELECT count(*)::int AS n FROM appointments`))[0].n).toBeGreaterThan(0);
    compose('exec', '-T', 'postgres', 'dropdb', '-U', 'shop', 'restore_check');
  });
});
