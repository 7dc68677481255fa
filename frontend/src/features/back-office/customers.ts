import type { AdminCustomerClaimDto, CustomerClaimFilter } from '../../api/staff';
import { formatShopDate } from './appointments';

/** The filter values of the discount claim (server query `claim`). */
export const CLAIM_FILTERS: readonly CustomerClaimFilter[] = ['unclaimed', 'claimed', 'used'];

/**
 * A customer's discount claim in words: "Not claimed", "Claimed Nov 22, 2025, code ABC-123, not
 * used" or "Used Nov 23, 2025 on RB-ABC234". Dates are on the shop's clock.
 */
export function claimText(claim: AdminCustomerClaimDto | null | undefined, timeZone: string): string {
  if (!claim) return 'Not claimed';
  if (claim.voidedAt)
    return `Claimed ${formatShopDate(claim.claimedAt, timeZone)}, code ${claim.code}, voided ${formatShopDate(claim.voidedAt, timeZone)} by a merge (one per person)`;
  if (!claim.used)
    return `Claimed ${formatShopDate(claim.claimedAt, timeZone)}, code ${claim.code}, not used`;
  const when = claim.usedAt ? ` ${formatShopDate(claim.usedAt, timeZone)}` : '';
  const where = claim.usedOnReference ? ` on ${claim.usedOnReference}` : '';
  return `Used${when}${where}`;
}
