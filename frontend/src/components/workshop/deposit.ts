import type { RequestDepositDto } from '../../api/staff';
import { parseDollars } from '../../lib/money';

/** How an editor types a deposit (counter spec 2): an amount in dollars, or a percentage. */
export type DepositUnit = 'amount' | 'percent';

export interface DepositInput {
  unit: DepositUnit;
  /** As typed: '40', '40.50', '$40' for an amount; '25' or '25%' for a percentage. */
  value: string;
}

export const EMPTY_DEPOSIT: DepositInput = { unit: 'amount', value: '' };

/**
 * The deposit request a typed deposit makes: an amount in cents from $0.01, or a whole percentage
 * from 1 to 100 (the server takes that share of the total, rounded half-up to the cent, and refuses
 * more than the total); null when what is typed is not one.
 */
export function depositToSend(input: DepositInput): RequestDepositDto | null {
  if (input.unit === 'amount') {
    const cents = parseDollars(input.value);
    return cents !== null && cents > 0 ? { amountCents: cents } : null;
  }
  if (!/^\s*\d{1,3}\s*%?\s*$/.test(input.value)) return null;
  const percent = parseInt(input.value, 10);
  return percent >= 1 && percent <= 100 ? { percent } : null;
}

/** A deposit at check-in (issue 41): asked or not, and how much. */
export interface CheckInDeposit extends DepositInput {
  ask: boolean;
}

export const NO_CHECK_IN_DEPOSIT: CheckInDeposit = { ask: false, ...EMPTY_DEPOSIT };

/**
 * What a check-in adds to its request for the deposit: nothing when none is asked, the request when
 * one is typed, 'invalid' when one is asked but what is typed is not a deposit (the form says so).
 */
export function checkInDepositToSend(deposit: CheckInDeposit): { deposit?: RequestDepositDto } | 'invalid' {
  if (!deposit.ask) return {};
  const request = depositToSend(deposit);
  return request ? { deposit: request } : 'invalid';
}
