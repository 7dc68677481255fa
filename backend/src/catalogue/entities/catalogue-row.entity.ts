import { Column, CreateDateColumn, PrimaryGeneratedColumn } from 'typeorm';

/**
 * What every back-office catalogue row has (device models, service types, parts: the resources of
 * catalogue-resource.ts): its id, a stable slug, its place in the list, its retirement, its creation.
 */
export abstract class CatalogueRow {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stable public id used in URLs (and in the public price map), e.g. `iphone-15-pro-max`, `screen`. */
  @Column({ type: 'text', unique: true })
  slug: string;

  @Column({ name: 'display_order', type: 'integer', default: 0 })
  displayOrder: number;

  /** When an editor retired it: hidden from the public catalogue, booking and quotes, kept for history. */
  @Column({ name: 'retired_at', type: 'timestamptz', nullable: true })
  retiredAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
