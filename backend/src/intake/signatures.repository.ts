import { Injectable } from '@nestjs/common';
import { Db } from '../common/database/db.js';
import type { DataChoice, RepairOrderStatus } from '../repair-order/repair-order.js';
import type { SignatureKind, SignatureRecord, SignatureVia } from './signature.js';

interface SignatureRow {
  id: string;
  repair_order_id: string;
  kind: SignatureKind;
  signer_name: string | null;
  terms_version: number;
  data_choice: DataChoice | null;
  document_hash: string;
  signed_at: Date;
  ip_address: string | null;
  user_agent: string | null;
  order_status: RepairOrderStatus;
  via: SignatureVia;
  staff_name: string | null;
  erased_at: Date | null;
  has_image: boolean;
}

const COLUMNS = `id, repair_order_id, kind, signer_name, terms_version, data_choice, document_hash, signed_at, ip_address,
  user_agent, order_status, via, staff_name, erased_at, image IS NOT NULL AS has_image`;

function toRecord(r: SignatureRow): SignatureRecord {
  return {
    id: r.id,
    orderId: r.repair_order_id,
    kind: r.kind,
    signerName: r.signer_name,
    termsVersion: r.terms_version,
    dataChoice: r.data_choice,
    documentHash: r.document_hash,
    signedAt: new Date(r.signed_at),
    ipAddress: r.ip_address,
    userAgent: r.user_agent,
    orderStatus: r.order_status,
    via: r.via,
    staffName: r.staff_name,
    erasedAt: r.erased_at && new Date(r.erased_at),
    hasImage: r.has_image,
  };
}

/** A signature to store. */
export interface NewSignature {
  orderId: string;
  kind: SignatureKind;
  image: Buffer;
  signerName: string;
  termsVersion: number;
  dataChoice: DataChoice | null;
  document: string;
  documentHash: string;
  signedAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
  orderStatus: RepairOrderStatus;
  via: SignatureVia;
  staffName: string | null;
}

/** The name of the trigger's refusal: a signature never changes. */
export const SIGNATURE_IMMUTABLE = 'ck_repair_order_signatures_immutable';

/**
 * Every SQL statement about the customers' signatures (repair_order_signatures), in the transaction
 * under way. Rows are only inserted; the database refuses any other change but an erasure's.
 */
@Injectable()
export class SignaturesRepository {
  constructor(private readonly db: Db) {}

  /** An order's signatures, oldest first. */
  async ofOrder(orderId: string): Promise<SignatureRecord[]> {
    const rows = await this.db.query<SignatureRow>(
      `SELECT ${COLUMNS} FROM repair_order_signatures WHERE repair_order_id = $1 ORDER BY seq`,
      [orderId],
    );
    return rows.map(toRecord);
  }

  async insert(s: NewSignature): Promise<SignatureRecord> {
    const rows = await this.db.query<SignatureRow>(
      `INSERT INTO repair_order_signatures (repair_order_id, kind, image, signer_name, terms_version, data_choice, document,
           document_hash, signed_at, ip_address, user_agent, order_status, via, staff_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
         RETURNING ${COLUMNS}`,
      [
        s.orderId,
        s.kind,
        s.image,
        s.signerName,
        s.termsVersion,
        s.dataChoice,
        s.document,
        s.documentHash,
        s.signedAt,
        s.ipAddress,
        s.userAgent,
        s.orderStatus,
        s.via,
        s.staffName,
      ],
    );
    return toRecord(rows[0]);
  }

  /** A signature's strokes (PNG), unless erased. */
  async image(orderId: string, signatureId: string): Promise<Buffer | undefined> {
    const row = await this.db.one<{ image: Buffer | null }>(
      `SELECT image FROM repair_order_signatures WHERE repair_order_id = $1 AND id = $2`,
      [orderId, signatureId],
    );
    return row?.image ? Buffer.from(row.image) : undefined;
  }

  /** The images of an order's signatures that still have one, by id (for the receipt's PDF). */
  async images(orderId: string): Promise<Map<string, Buffer>> {
    const rows = await this.db.query<{ id: string; image: Buffer }>(
      `SELECT id, image FROM repair_order_signatures WHERE repair_order_id = $1 AND image IS NOT NULL`,
      [orderId],
    );
    return new Map(rows.map((r) => [r.id, Buffer.from(r.image)]));
  }

  /**
   * A customer's erasure (spec 4): the signatures of these orders lose their image, name, address,
   * browser and document, and say when; the fact and the hash stay. Said to the database's trigger
   * for this transaction only. Answers how many per order. Run in a transaction.
   */
  async erase(orderIds: string[], at: Date): Promise<{ orderId: string; count: number }[]> {
    if (orderIds.length === 0) return [];
    await this.db.query(`SELECT set_config('shop.signature_erasure', 'on', true)`);
    const rows = await this.db.query<{ repair_order_id: string }>(
      `UPDATE repair_order_signatures
          SET image = NULL, signer_name = NULL, ip_address = NULL, user_agent = NULL, document = NULL, erased_at = $2
        WHERE repair_order_id = ANY($1::uuid[]) AND erased_at IS NULL
        RETURNING repair_order_id`,
      [orderIds, at],
    );
    await this.db.query(`SELECT set_config('shop.signature_erasure', '', true)`);
    const counts = new Map<string, number>();
    for (const r of rows) counts.set(r.repair_order_id, (counts.get(r.repair_order_id) ?? 0) + 1);
    return [...counts].map(([orderId, count]) => ({ orderId, count }));
  }
}
