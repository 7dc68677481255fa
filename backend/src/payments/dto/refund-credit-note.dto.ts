import { CreditLines } from './credit-lines.js';

/** With a refund: a credit note for the same amount, so that what is no longer charged leaves nothing due. */
export class RefundCreditNoteDto {
  @CreditLines()
  lines?: number[];
}
