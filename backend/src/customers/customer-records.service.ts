import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { StaffPrincipal } from '../auth/current-staff.decorator.js';
import { Clock } from '../common/clock/clock.js';
import { Db } from '../common/database/db.js';
import { classifyDatabaseError } from '../common/errors/database-errors.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { CustomerLinks, type ContactCorrection } from './customer-links.js';
import {
  type Actor,
  type ContactField,
  type ContactPatch,
  type CustomerRow,
  CustomerRecordsRepository,
  type MatchRow,
} from './customer-records.repository.js';
import type { ContactFieldName, CustomerChangeDto } from './dto/customer-change.dto.js';
import type { CustomerMatchDto } from './dto/customer-match.dto.js';
import type { CustomerMergeDto } from './dto/customer-merge.dto.js';
import type { CustomerRecordDto } from './dto/customer-record.dto.js';
import type { UpdateCustomerContactDto } from './dto/update-customer-contact.dto.js';

export const NOT_A_CUSTOMER = 'No customer record with this id';
/** The unique indexes a correction can meet: an e-mail or a phone that is another person's. */
const EMAIL_INDEX = 'uq_customers_email_claim';
const PHONE_INDEX = 'uq_customers_live_phone';

const FIELD_COLUMNS: Record<ContactFieldName, ContactField> = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  phone: 'phone',
};
const COLUMN_FIELDS = Object.fromEntries(
  Object.entries(FIELD_COLUMNS).map(([field, column]) => [column, field]),
) as Record<ContactField, ContactFieldName>;

const iso = (d: Date | null): string | null => (d ? new Date(d).toISOString() : null);
const actorOf = (staff: StaffPrincipal): Actor => ({ userId: staff.id, name: staff.username });

/**
 * Customers as records (counter spec 1): the check-in's match, an editor's corrections (each kept
 * with who, when, old and new), the merge of two records of one person (every booking, order,
 * quote and claim moves to the one kept; the merge is recorded) and erasure on request (personal
 * data replaced everywhere they are kept, every figure left as it was).
 */
@Injectable()
export class CustomerRecordsService {
  constructor(
    private readonly db: Db,
    private readonly records: CustomerRecordsRepository,
    private readonly links: CustomerLinks,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
  ) {}

  /** The records a check-in's phone or e-mail find (the e-mail's first); none when nothing matches. */
  async match(phone: string | undefined, email: string | undefined): Promise<CustomerMatchDto[]> {
    const rows: MatchRow[] = await this.records.match(phone, email);
    return rows.map((r) => ({ ...toRecordDto(r), matchedBy: r.matched_by }));
  }

  /** A person's record (404 for an unknown id or for an address row, whose person is another id). */
  async record(id: string): Promise<CustomerRow> {
    const row = await this.records.find(id);
    if (!row || row.merged_into_id) throw new NotFoundException({ message: NOT_A_CUSTOMER });
    return row;
  }

  /** Corrects contact details; each changed field is kept in the history. */
  async correct(
    id: string,
    input: UpdateCustomerContactDto,
    staff: StaffPrincipal,
  ): Promise<CustomerRecordDto> {
    try {
      return await this.db.transaction(async () => {
        const [row] = await this.records.lock([id]);
        liveRecord(row);
        const patch: ContactPatch = {};
        const changes: { field: ContactField; old_value: string | null; new_value: string | null }[] = [];
        for (const [field, column] of Object.entries(FIELD_COLUMNS) as [ContactFieldName, ContactField][]) {
          const value = input[field];
          if (value === undefined || value === row[column]) continue;
          patch[column] = value;
          changes.push({ field: column, old_value: row[column], new_value: value });
        }
        if (changes.length === 0) return toRecordDto(row);
        const now = this.clock.now();
        const updated = await this.records.updateContact(id, patch, now);
        await this.records.insertChanges(id, changes, actorOf(staff), now);
        // The open repair orders' copies follow (an address added later: its tracking link can be sent).
        const corrected: ContactCorrection = {};
        for (const c of changes)
          if (c.field === 'email' || c.field === 'phone')
            corrected[c.field] = { from: c.old_value ?? '', to: c.new_value ?? '' };
        await this.links.contactCorrected(id, corrected);
        return toRecordDto(updated);
      });
    } catch (error) {
      const failure = classifyDatabaseError(error);
      if (failure.kind === 'conflict' && failure.constraint === EMAIL_INDEX)
        throw anotherPerson(
          'email',
          'This e-mail belongs to another customer: merge the two records instead',
        );
      if (failure.kind === 'conflict' && failure.constraint === PHONE_INDEX)
        throw anotherPerson('phone', 'This phone belongs to another customer: merge the two records instead');
      throw error;
    }
  }

  /** The corrections of a record, newest first. */
  async changes(id: string): Promise<CustomerChangeDto[]> {
    return (await this.records.changesOf(id)).map((c) => ({
      field: COLUMN_FIELDS[c.field],
      oldValue: c.old_value,
      newValue: c.new_value,
      changedBy: c.changed_by,
      changedAt: new Date(c.changed_at).toISOString(),
    }));
  }

  /**
   * Merges record `mergedId` into `keptId`: its bookings, repair orders and quotes (and whatever
   * else registers a link) move to the kept record; it and its other addresses become the kept
   * record's addresses, each keeping its e-mail and its discount claim, so one claim per e-mail
   * still holds (the unique index on the e-mail is untouched). The merge is recorded.
   */
  async merge(keptId: string, mergedId: string, staff: StaffPrincipal): Promise<CustomerRecordDto> {
    if (keptId === mergedId)
      throw new BadRequestException({
        message: 'A record cannot be merged into itself',
        errors: [{ field: 'customerId', message: 'Choose another customer to merge' }],
      });
    return this.db.transaction(async () => {
      const rows = await this.records.lock([keptId, mergedId]);
      const kept = liveRecord(rows.find((r) => r.id === keptId));
      const merged = liveRecord(rows.find((r) => r.id === mergedId));
      const now = this.clock.now();
      const claims = (await this.records.claimsOf(merged.id)).length;
      const moved = { ...(await this.links.move(merged.id, kept.id)), claims };
      await this.records.voidMergedCodes(kept.id, merged.id, now);
      await this.records.mergeInto(kept.id, merged.id, now);
      await this.records.insertMerge(kept.id, merged.id, moved, actorOf(staff), now);
      return toRecordDto({ ...kept, updated_at: now });
    });
  }

  /** The merges into a record, newest first. */
  async merges(id: string): Promise<CustomerMergeDto[]> {
    return (await this.records.mergesOf(id)).map((m) => ({
      mergedCustomerId: m.merged_customer_id,
      mergedName: `${m.merged_first_name} ${m.merged_last_name}`.trim(),
      mergedBy: m.merged_by,
      mergedAt: new Date(m.merged_at).toISOString(),
      moved: m.moved,
    }));
  }

  /**
   * Erases a customer on request: their name, phone and e-mail and the free text about them are
   * replaced on the record, its addresses, its history, everything linked to it and the e-mail sent
   * to them; amounts, dates, statuses and counts stay, so every report reads the same.
   */
  async erase(id: string, staff: StaffPrincipal): Promise<CustomerRecordDto> {
    return this.db.transaction(async () => {
      const [row] = await this.records.lock([id]);
      liveRecord(row);
      const now = this.clock.now();
      await this.links.erase(id);
      const emails = await this.records.erase(id, actorOf(staff), now);
      await this.notifications.eraseRecipients(emails);
      return toRecordDto((await this.records.find(id))!);
    });
  }
}

/** The row, if it is a person's record still open to change: 404 unknown or an address, 409 erased. */
function liveRecord(row: CustomerRow | undefined): CustomerRow {
  if (!row || row.merged_into_id) throw new NotFoundException({ message: NOT_A_CUSTOMER });
  if (row.erased_at) throw new ConflictException({ message: 'This customer was erased' });
  return row;
}

function anotherPerson(field: string, message: string): ConflictException {
  return new ConflictException({
    message: 'Another customer has this contact detail',
    errors: [{ field, message }],
  });
}

export function toRecordDto(row: CustomerRow): CustomerRecordDto {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    erasedAt: iso(row.erased_at),
    erasedBy: row.erased_by,
  };
}
