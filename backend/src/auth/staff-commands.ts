import { ROLES, normaliseUsername, type StaffAccounts } from './staff-accounts.js';

export const USAGE = `Manage staff accounts.

  npm run staff -- create USERNAME [--role viewer|editor|owner]   (default role: viewer;
                                         the first account made is an owner)
  npm run staff -- set-password USERNAME
  npm run staff -- set-role USERNAME viewer|editor|owner
  npm run staff -- disable USERNAME
  npm run staff -- enable USERNAME

An owner manages the other accounts on screen (/admin/staff); the last active owner cannot be
demoted or disabled.

Passwords are read from STAFF_PASSWORD when set, otherwise asked for (twice, not echoed);
never pass them as arguments. Uses DATABASE_URL, or the embedded database in DATA_DIR.`;

export class UsageError extends Error {}

export interface StaffCommand {
  action: 'create' | 'set-password' | 'set-role' | 'disable' | 'enable';
  username: string;
  role?: string;
}

/** Parses the arguments after `npm run staff --`. Extra arguments are refused (a password there would leak). */
export function parseStaffArgs(argv: string[]): StaffCommand {
  const [action, username, ...rest] = argv;
  if (!action || action === '--help' || action === '-h') throw new UsageError('');
  if (!username || username.startsWith('-')) throw new UsageError('A USERNAME is required.');
  switch (action) {
    case 'create': {
      if (rest.length === 0) return { action, username, role: 'viewer' };
      const role =
        rest[0] === '--role' ? rest[1] : rest[0].startsWith('--role=') ? rest[0].slice(7) : undefined;
      const used = rest[0] === '--role' ? 2 : 1;
      if (!role || rest.length !== used) throw new UsageError(`create takes only --role ${ROLES.join('|')}.`);
      return { action, username, role };
    }
    case 'set-role':
      if (rest.length !== 1) throw new UsageError(`set-role needs one role: ${ROLES.join(' or ')}.`);
      return { action, username, role: rest[0] };
    case 'set-password':
    case 'disable':
    case 'enable':
      if (rest.length !== 0)
        throw new UsageError(`${action} takes only a USERNAME (passwords are never arguments).`);
      return { action, username };
    default:
      throw new UsageError(`Unknown command "${action}".`);
  }
}

/** Carries out one command (in the caller's transaction); answers the line to print. */
export async function runStaffCommand(
  accounts: StaffAccounts,
  command: StaffCommand,
  password: () => Promise<string>,
): Promise<string> {
  const { action, username } = command;
  switch (action) {
    case 'create': {
      // The first account of a shop is its owner: someone must be able to manage the others.
      const first = await accounts.none();
      const role = first ? 'owner' : (command.role ?? 'viewer');
      const user = await accounts.create(username, await password(), role);
      return first
        ? `Created ${user.username} (owner: the first account manages the others).`
        : `Created ${user.username} (${user.role}).`;
    }
    case 'set-password':
      await accounts.setPassword(username, await password());
      return `Set a new password for ${normaliseUsername(username)}; their sessions were ended.`;
    case 'set-role':
      await accounts.setRole(username, command.role ?? '');
      return `${normaliseUsername(username)} is now ${command.role}.`;
    case 'disable':
      await accounts.disable(username);
      return `Disabled ${normaliseUsername(username)}; their sessions were ended.`;
    case 'enable':
      await accounts.enable(username);
      return `Enabled ${normaliseUsername(username)}; they can sign in again.`;
  }
}
