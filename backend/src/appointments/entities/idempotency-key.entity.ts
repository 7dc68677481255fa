import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A client's Idempotency-Key: the request it named (hash) and the answer it got. */
@Entity({ name: 'idempotency_keys' })
export class IdempotencyKey {
  @PrimaryColumn({ type: 'text' })
  scope: string;

  @PrimaryColumn({ type: 'text' })
  key: string;

  @Column({ name: 'request_hash', type: 'text' })
  requestHash: string;

  @Column({ name: 'response_status', type: 'integer', nullable: true })
  responseStatus: number | null;

  /** json, not jsonb: the answer's text exactly as first sent (jsonb would reorder its keys). */
  @Column({ name: 'response_body', type: 'json', nullable: true })
  responseBody: unknown;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
