import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** viewer reads; editor changes the shop's data; owner also manages staff accounts (issue 41). */
export type Role = 'viewer' | 'editor' | 'owner';

@Entity({ name: 'admin_users' })
export class AdminUser {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text', unique: true })
  username: string;

  @Column({ name: 'password_hash', type: 'text' })
  passwordHash: string;

  @Column({ type: 'text' })
  role: Role;

  /** Set by `npm run staff -- disable` or an owner on screen: the account cannot sign in and its sessions end. */
  @Column({ name: 'disabled_at', type: 'timestamptz', nullable: true })
  disabledAt: Date | null;

  /** The person's name as shown to staff (null for accounts made before names were kept). */
  @Column({ name: 'display_name', type: 'text', nullable: true })
  displayName: string | null;

  /** The latest successful sign-in, written from the injected clock. */
  @Column({ name: 'last_sign_in_at', type: 'timestamptz', nullable: true })
  lastSignInAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
