import { Injectable } from '@nestjs/common';
import { Db } from '../common/database/db.js';

/** A customers row: a person's record (merged_into_id null) or another address of one. */
export interface CustomerRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  created_at: Date;
  updated_at: Date;
  merged_into_id: string | null;
  erased_at: Date | null;
  erased_by: string | null;
}

/** A discount claim of a person (on their record or one of their other addresses). */
export interface ClaimRow {
  customer_id: string;
  email: string;
  code: string;
  claimed_at: Date;
  used_at: Date | null;
  voided_at: Date | null;
  used_on_reference: string | null;
}

/** A record found for a check-in's phone or e-mail, and by which. */
export interface MatchRow extends CustomerRow {
  matched_by: 'email' | 'phone';
}

/** The contact details an editor corrects (column names). */
export type ContactField = 'first_name' | 'last_name' | 'email' | 'phone';
export type ContactPatch = Partial<Record<ContactField, string | null>>;

export interface ChangeRow {
  field: ContactField;
  old_value: string | null;
  new_value: string | null;
  changed_by: string;
  changed_at: Date;
}

export interface MergeRow {
  merged_customer_id: string;
  merged_first_name: string;
  merged_last_name: string;
  merged_by: string;
  merged_at: Date;
  moved: Record<string, number>;
}

export interface Actor {
  userId: string | null;
  name: string;
}

const COLUMNS = `c.id, c.first_name, c.last_name, c.email, c.phone, c.created_at, c.updated_at, c.merged_into_id, c.erased_at, c.erased_by`;

/**
 * Customers as records (counter spec 1): the customers rows of a person, their corrections
 * (customer_changes) and merges (customer_merges). Matching itself is the database's
 * `customer_for_contact` (see the CustomerRecords migration), which every booking and repair order
 * runs through its trigger; `match` here asks the same question without creating anything.
 */
@Injectable()
export class CustomerRecordsRepository {
  constructor(private readonly db: Db) {}

  find(id: string): Promise<CustomerRow | undefined> {
    return this.db.one<CustomerRow>(`SELECT ${COLUMNS} FROM customers c WHERE c.id = $1`, [id]);
  }

  /** Locks the rows (in id order, so two merges of the same pair cannot deadlock) and answers them. */
  lock(ids: readonly string[]): Promise<CustomerRow[]> {
    return this.db.query<CustomerRow>(
      `SELECT ${COLUMNS} FROM customers c WHERE c.id = ANY($1::uuid[]) ORDER BY c.id FOR UPDATE`,
      [ids],
    );
  }

  /**
   * The records of whoever has this e-mail (trimmed, case-folded) or this phone (digits, a US
   * leading 1 dropped): the e-mail's first, as customer_for_contact decides. Creates nothing.
   */
  match(phone: string | undefined, email: string | undefined): Promise<MatchRow[]> {
    return this.db.query<MatchRow>(
      `WITH hits AS (
         SELECT coalesce(c.merged_into_id, c.id) AS id, 'email' AS matched_by, 1 AS rank
           FROM customers c WHERE btrim($2::text) <> '' AND lower(btrim(c.email)) = lower(btrim($2::text))
         UNION ALL
         SELECT c.id, 'phone', 2 FROM customers c
          WHERE length(customer_phone_key($1::text)) >= 7 AND c.phone_key = customer_phone_key($1::text)
            AND c.merged_into_id IS NULL
       )
       SELECT * FROM (
         SELECT DISTINCT ON (c.id) ${COLUMNS}, h.matched_by, h.rank
           FROM hits h JOIN customers c ON c.id = h.id
          WHERE c.erased_at IS NULL
          ORDER BY c.id, h.rank
       ) m ORDER BY m.rank, m.id`,
      [phone ?? '', email ?? ''],
    );
  }

  /** The other addresses of a record (rows merged into it), newest first. */
  addressesOf(id: string): Promise<CustomerRow[]> {
    return this.db.query<CustomerRow>(
      `SELECT ${COLUMNS} FROM customers c WHERE c.merged_into_id = $1 ORDER BY c.created_at DESC, c.id`,
      [id],
    );
  }

  /** The discount claims of a record and its other addresses, newest first. */
  claimsOf(id: string): Promise<ClaimRow[]> {
    return this.db.query<ClaimRow>(
      `SELECT c.id AS customer_id, c.email, c.discount_code AS code, coalesce(c.discount_claimed_at, c.created_at) AS claimed_at,
              c.discount_code_used_at AS used_at, c.discount_code_voided_at AS voided_at, a.reference AS used_on_reference
         FROM customers c
         LEFT JOIN appointments a ON a.id = c.discount_code_used_by_appointment
        WHERE (c.id = $1 OR c.merged_into_id = $1) AND c.discount_code IS NOT NULL
        ORDER BY coalesce(c.discount_claimed_at, c.created_at) DESC, c.id`,
      [id],
    );
  }

  /** Writes the corrected fields; the unique indexes refuse an e-mail or phone of another person. */
  async updateContact(id: string, patch: ContactPatch, at: Date): Promise<CustomerRow> {
    const fields = Object.keys(patch) as ContactField[];
    const params: unknown[] = [id, at];
    const sets = fields.map((field) => {
      params.push(patch[field]);
      return `${field} = $${params.length}`;
    });
    const [row] = await this.db.query<CustomerRow>(
      `UPDATE customers c SET ${sets.join(', ')}, updated_at = $2 WHERE c.id = $1 RETURNING ${COLUMNS}`,
      params,
    );
    return row;
  }

  async insertChanges(
    id: string,
    changes: Omit<ChangeRow, 'changed_by' | 'changed_at'>[],
    actor: Actor,
    at: Date,
  ): Promise<void> {
    await this.db.execute(
      `INSERT INTO customer_changes (customer_id, field, old_value, new_value, changed_by_user_id, changed_by, changed_at)
       SELECT $1, f, o, n, $5, $6, $7 FROM unnest($2::text[], $3::text[], $4::text[]) AS x(f, o, n)`,
      [
        id,
        changes.map((c) => c.field),
        changes.map((c) => c.old_value),
        changes.map((c) => c.new_value),
        actor.userId,
        actor.name,
        at,
      ],
    );
  }

  /** The corrections of a record, newest first. */
  changesOf(id: string): Promise<ChangeRow[]> {
    return this.db.query<ChangeRow>(
      `SELECT field, old_value, new_value, changed_by, changed_at FROM customer_changes
        WHERE customer_id = $1 ORDER BY seq DESC`,
      [id],
    );
  }

  /**
   * One first-repair discount per person (issue 39 item 4): when `kept` (or an address of it) has a
   * code of its own, the codes `merged` brings that were never used are voided (never redeemable).
   * Answers how many were voided.
   */
  async voidMergedCodes(kept: string, merged: string, at: Date): Promise<number> {
    return this.db.execute(
      `UPDATE customers d SET discount_code_voided_at = $3
        WHERE (d.id = $2 OR d.merged_into_id = $2)
          AND d.discount_code IS NOT NULL AND d.discount_code_used_at IS NULL AND d.discount_code_voided_at IS NULL
          AND EXISTS (SELECT 1 FROM customers k
                       WHERE (k.id = $1 OR k.merged_into_id = $1)
                         AND k.discount_code IS NOT NULL AND k.discount_code_voided_at IS NULL)`,
      [kept, merged, at],
    );
  }

  /** Makes `merged` and its other addresses addresses of `kept` (one hop, always to a record). */
  async mergeInto(kept: string, merged: string, at: Date): Promise<void> {
    await this.db.execute(
      `UPDATE customers SET merged_into_id = $1, updated_at = $3 WHERE id = $2 OR merged_into_id = $2`,
      [kept, merged, at],
    );
  }

  async insertMerge(
    kept: string,
    merged: string,
    moved: Record<string, number>,
    actor: Actor,
    at: Date,
  ): Promise<void> {
    await this.db.execute(
      `INSERT INTO customer_merges (kept_customer_id, merged_customer_id, merged_by_user_id, merged_by, merged_at, moved)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [kept, merged, actor.userId, actor.name, at, JSON.stringify(moved)],
    );
  }

  /** The merges into a record (and into the records merged into it), newest first. */
  mergesOf(id: string): Promise<MergeRow[]> {
    return this.db.query<MergeRow>(
      `SELECT m.merged_customer_id, c.first_name AS merged_first_name, c.last_name AS merged_last_name,
              m.merged_by, m.merged_at, m.moved
         FROM customer_merges m JOIN customers c ON c.id = m.merged_customer_id
        WHERE m.kept_customer_id = $1 OR m.kept_customer_id IN (SELECT id FROM customers WHERE merged_into_id = $1)
        ORDER BY m.merged_at DESC, m.id`,
      [id],
    );
  }

  /**
   * Anonymises a record and its other addresses: names, phone and e-mail replaced, the free text
   * about them (device info, the corrections' old and new values) gone; claims keep their code and
   * use, and each claimed address is kept as a hash (erased_claim_emails) so it cannot claim again. Answers the e-mails they had (to erase the mail sent to them).
   */
  async erase(id: string, actor: Actor, at: Date): Promise<string[]> {
    // The addresses that claimed the discount stay known by their hash only: no second claim.
    await this.db.execute(
      `INSERT INTO erased_claim_emails (email_sha256, erased_at)
       SELECT claim_email_sha256(email), $2 FROM customers
        WHERE (id = $1 OR merged_into_id = $1) AND discount_code IS NOT NULL AND btrim(email) <> ''
       ON CONFLICT (email_sha256) DO NOTHING`,
      [id, at],
    );
    const rows = await this.db.query<{ email: string }>(
      `WITH old AS (SELECT id, email FROM customers WHERE id = $1 OR merged_into_id = $1 FOR UPDATE)
       UPDATE customers c
          SET first_name = 'Erased', last_name = 'customer', email = '', phone = '', device_info = NULL,
              erased_at = $2, erased_by = $3, updated_at = $2
         FROM old WHERE c.id = old.id
       RETURNING old.email`,
      [id, at, actor.name],
    );
    await this.db.execute(
      `UPDATE customer_changes SET old_value = NULL, new_value = NULL
        WHERE customer_id IN (SELECT id FROM customers WHERE id = $1 OR merged_into_id = $1)`,
      [id],
    );
    return rows.map((r) => r.email).filter((e) => e.trim() !== '');
  }
}
