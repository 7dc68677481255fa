import type { ReceiptSignature } from '../intake/signatures.service.js';
import { SIGNATURE_KINDS, type SignatureKind } from '../intake/signature.js';

/**
 * The words of a receipt's signatures (intake spec 2), for its PDF and its page alike: each kind's
 * title, what is said when it is missing, and what stands for an erased image or name.
 */
export const RECEIPT_SIGNATURE_WORDS = {
  heading: 'Signatures',
  /** A block's heading once signed; a missing one is headed with its name only. */
  title: { intake: 'Intake signed', handover: 'Received the device' },
  name: { intake: 'Intake', handover: 'Hand-over' },
  missing: { intake: 'Intake not signed', handover: 'Hand-over not signed' },
  imageErased: "Signature image erased with the customer's record",
  nameErased: 'Name erased',
} as const satisfies {
  heading: string;
  title: Record<SignatureKind, string>;
  name: Record<SignatureKind, string>;
  missing: Record<SignatureKind, string>;
  imageErased: string;
  nameErased: string;
};

/** How many of the hash's hex digits a receipt shows (the whole one is in the record). */
const HASH_SHOWN = 16;

/** One of a receipt's two signature blocks: signed (the newest of its kind) or said to be missing. */
export interface ReceiptSignatureBlock {
  kind: SignatureKind;
  title: string;
  /** The plain words when the customer has not signed this; null when they have. */
  missing: string | null;
  signed: {
    /** The typed name, or the words for a name erased with the customer's record. */
    name: string;
    signedAt: Date;
    /** The strokes (PNG); null once erased. */
    image: Buffer | null;
    /** What stands in for erased strokes; null while they are kept. */
    imageErased: string | null;
    /** The terms version and the hash's start: "Terms version 2 · SHA-256 0123456789abcdef…". */
    detail: string;
  } | null;
}

/**
 * A receipt's signatures, built once for its PDF and its page: the intake and the hand-over in that
 * order, each the newest of its kind (signing again makes a new record), or the words saying it is
 * missing.
 */
export function receiptSignatureBlocks(signatures: readonly ReceiptSignature[]): ReceiptSignatureBlock[] {
  const words = RECEIPT_SIGNATURE_WORDS;
  return SIGNATURE_KINDS.map((kind) => {
    const s = signatures.filter((g) => g.kind === kind).at(-1);
    return {
      kind,
      title: s ? words.title[kind] : words.name[kind],
      missing: s ? null : words.missing[kind],
      signed: s
        ? {
            name: s.signerName ?? words.nameErased,
            signedAt: s.signedAt,
            image: s.image,
            imageErased: s.image ? null : words.imageErased,
            detail: `Terms version ${s.termsVersion} · SHA-256 ${s.documentHash.slice(0, HASH_SHOWN)}…`,
          }
        : null,
    };
  });
}
