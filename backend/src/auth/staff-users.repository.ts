import { Injectable } from '@nestjs/common';
import { Db } from '../common/database/db.js';
import { AdminUser, type Role } from './entities/admin-user.entity.js';

/** The admin_users table: staff accounts. */
@Injectable()
export class StaffUsersRepository {
  constructor(private readonly db: Db) {}

  private get users() {
    return this.db.repository(AdminUser);
  }

  findByUsername(username: string): Promise<AdminUser | null> {
    return this.users.findOneBy({ username });
  }

  exists(username: string): Promise<boolean> {
    return this.users.existsBy({ username });
  }

  count(): Promise<number> {
    return this.users.count();
  }

  insert(username: string, passwordHash: string, role: Role): Promise<AdminUser> {
    return this.users.save(this.users.create({ username, passwordHash, role }));
  }

  async setPasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.users.update(id, { passwordHash });
  }

  async setRole(id: string, role: Role): Promise<void> {
    await this.users.update(id, { role });
  }

  async disable(id: string, at: Date): Promise<void> {
    await this.users.update(id, { disabledAt: at });
  }
}
