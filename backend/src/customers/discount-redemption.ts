import type { EntityManager } from 'typeorm';
import { Db } from '../common/database/db.js';
import { CustomersRepository } from './customers.repository.js';
import { DiscountCodes } from './discount-codes.js';

/*
 * TRANSITIONAL: the discount code's use and release for callers that still begin their transaction
 * by hand and pass its manager (appointments, workshop). Inject DiscountCodes (exported by
 * CustomersModule) instead; this file goes when the last caller has.
 */
const codes = (manager: EntityManager) => {
  const db = new Db(manager.connection);
  return { db, codes: new DiscountCodes(new CustomersRepository(db)) };
};

/** See DiscountCodes.redeem. */
export function redeemDiscountCode(
  manager: EntityManager,
  code: string,
  email: string,
  usedAt?: Date,
  appointmentId?: string,
): Promise<number> {
  const { db, codes: c } = codes(manager);
  return db.within(manager, () => c.redeem(code, email, usedAt, appointmentId));
}

/** See DiscountCodes.release. */
export function releaseDiscountCode(manager: EntityManager, appointmentId: string): Promise<boolean> {
  const { db, codes: c } = codes(manager);
  return db.within(manager, () => c.release(appointmentId));
}
