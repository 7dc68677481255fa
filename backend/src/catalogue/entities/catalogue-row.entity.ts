import { Column, CreateDateColumn, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The columns of every row the back office lists, orders and retires alike (device models, service
 * types, parts: see catalogue-resource.ts): an entity of such a table extends this.
 */
export abstract class CatalogueRowEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stable public id (URLs, price map, CSV), unique in its table. */
  @Column({ type: 'text' })
  slug: string;

  @Column({ name: 'display_order', type: 'integer', default: 0 })
  displayOrder: number;

  /** When an editor retired it: hidden from the public catalogue and booking, kept for history. */
  @Column({ name: 'retired_at', type: 'timestamptz', nullable: true })
  retiredAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
