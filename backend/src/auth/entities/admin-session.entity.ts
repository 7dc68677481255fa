import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'admin_sessions' })
export class AdminSession {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** SHA-256 hash (hex) of the token in the cookie; the token itself is never stored. */
  @Column({ name: 'session_token', type: 'text', unique: true })
  sessionToken: string;

  @Column({ name: 'admin_user_id', type: 'uuid' })
  adminUserId: string;

  /** When the session ends unless used again: the earlier of idle and absolute expiry. */
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  /** Last use, for the sliding idle timeout. Written from the injected clock. */
  @Column({ name: 'last_seen_at', type: 'timestamptz' })
  lastSeenAt: Date;

  /** Sign-in time, for the absolute timeout. Written from the injected clock. */
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
