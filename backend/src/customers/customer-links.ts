import { Injectable } from '@nestjs/common';

/**
 * What a feature keeps about a customer, as that feature's own repository moves and erases it.
 * The features that link rows to a customer record (bookings, repair orders and their quotes,
 * payments and receipts once they exist) stand above customers/, so they register here, each with
 * the SQL of its own tables, and a merge or an erasure reaches them all without customers/ knowing them.
 */
export interface CustomerLinkOwner {
  /** What is linked, in the merge's record of what moved (e.g. `bookings`). */
  readonly linked: string;
  /**
   * Moves every link from record `from` to record `to`; answers how many rows moved. None for what
   * reaches its customer through another link (a receipt through its repair order).
   */
  move?(from: string, to: string): Promise<number>;
  /**
   * Replaces the personal data kept with the rows linked to `customerId` (names, phone, e-mail,
   * free-text notes about them); every amount, date, status and count stays as it is.
   */
  erase(customerId: string): Promise<void>;
  /**
   * A correction of the record's e-mail or phone (old and new value of each field changed): the
   * copies kept with what is still under way follow it where they held the old value or nothing.
   */
  contactCorrected?(customerId: string, change: ContactCorrection): Promise<void>;
}

/** The e-mail and phone an editor corrected on a record: for each one changed, its old and new value. */
export type ContactCorrection = Partial<Record<'email' | 'phone', { from: string; to: string }>>;

/** The owners of customer links, registered by their modules at start. */
@Injectable()
export class CustomerLinks {
  private readonly owners: CustomerLinkOwner[] = [];

  register(owner: CustomerLinkOwner): void {
    if (!this.owners.includes(owner)) this.owners.push(owner);
  }

  /** Moves every owner's links, in the transaction under way; answers what moved per kind. */
  async move(from: string, to: string): Promise<Record<string, number>> {
    const moved: Record<string, number> = {};
    for (const owner of this.owners) if (owner.move) moved[owner.linked] = await owner.move(from, to);
    return moved;
  }

  async erase(customerId: string): Promise<void> {
    for (const owner of this.owners) await owner.erase(customerId);
  }

  /** Tells every owner of a contact correction, in the transaction under way. */
  async contactCorrected(customerId: string, change: ContactCorrection): Promise<void> {
    if (!change.email && !change.phone) return;
    for (const owner of this.owners) await owner.contactCorrected?.(customerId, change);
  }
}
