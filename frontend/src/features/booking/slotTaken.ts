import { errorReason, errorStatus } from '../../api/errors';

/** True when the server says the slot was taken meanwhile (409, reason slot_taken). */
export function isSlotTaken(error: unknown): boolean {
  return errorStatus(error) === 409 && errorReason(error) === 'slot_taken';
}
