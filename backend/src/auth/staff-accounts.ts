import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { AdminSession } from './entities/admin-session.entity.js';
import { AdminUser, type Role } from './entities/admin-user.entity.js';
import { hashPassword } from './password-hasher.js';

export const ROLES: readonly Role[] = ['viewer', 'editor'];
export const MIN_PASSWORD_LENGTH = 12;

export class StaffAccountError extends Error {}

/**
 * A username as it is stored, counted and signed in with: compatibility forms folded (NFKC, so a
 * full-width 'ＶＩＥＷＥＲ' is 'viewer'), spaces around it dropped, lower case. Sign-in calls it once
 * and uses the result for the throttle's counts and the account alike.
 */
export function normaliseUsername(username: string): string {
  return username.normalize('NFKC').trim().toLowerCase();
}

/** A random password of 20 characters from an unambiguous alphabet (about 110 bits). */
export function generatePassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(20);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

function checkPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new StaffAccountError(`The password must have at least ${MIN_PASSWORD_LENGTH} characters`);
  }
}

function checkRole(role: string): asserts role is Role {
  if (!ROLES.includes(role as Role))
    throw new StaffAccountError(`The role must be one of: ${ROLES.join(', ')}`);
}

/** Creates a staff account; the one path used by the CLI and the demo seed alike. */
export async function createStaff(
  db: EntityManager,
  username: string,
  password: string,
  role: string,
): Promise<AdminUser> {
  const name = normaliseUsername(username);
  if (!/^[a-z0-9._-]{3,64}$/.test(name)) {
    throw new StaffAccountError('The username must be 3 to 64 letters, digits, dots, dashes or underscores');
  }
  checkRole(role);
  checkPassword(password);
  const repo = db.getRepository(AdminUser);
  if (await repo.existsBy({ username: name })) throw new StaffAccountError(`The user ${name} already exists`);
  return repo.save(repo.create({ username: name, passwordHash: await hashPassword(password), role }));
}

async function findStaff(db: EntityManager, username: string): Promise<AdminUser> {
  const user = await db.getRepository(AdminUser).findOneBy({ username: normaliseUsername(username) });
  if (!user) throw new StaffAccountError(`No staff user named ${normaliseUsername(username)}`);
  return user;
}

/** Sets a new password; the user's open sessions end (whoever knew the old one is signed out). */
export async function setStaffPassword(db: EntityManager, username: string, password: string): Promise<void> {
  checkPassword(password);
  const user = await findStaff(db, username);
  await db.getRepository(AdminUser).update(user.id, { passwordHash: await hashPassword(password) });
  await db.getRepository(AdminSession).delete({ adminUserId: user.id });
}

/** Disables an account: it cannot sign in any more and its sessions end at once. */
export async function disableStaff(
  db: EntityManager,
  username: string,
  at: Date = new Date(),
): Promise<void> {
  const user = await findStaff(db, username);
  await db.getRepository(AdminUser).update(user.id, { disabledAt: user.disabledAt ?? at });
  await db.getRepository(AdminSession).delete({ adminUserId: user.id });
}

export async function setStaffRole(db: EntityManager, username: string, role: string): Promise<void> {
  checkRole(role);
  const user = await findStaff(db, username);
  await db.getRepository(AdminUser).update(user.id, { role });
}
