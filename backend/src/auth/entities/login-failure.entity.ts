import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type LoginFailureScope = 'ip' | 'username';

/** One failed (or in-flight) sign-in attempt, counted per IP and per username for throttling. */
@Entity({ name: 'admin_login_failures' })
export class LoginFailure {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  scope: LoginFailureScope;

  @Column({ type: 'text' })
  key: string;

  @Column({ name: 'failed_at', type: 'timestamptz' })
  failedAt: Date;
}
