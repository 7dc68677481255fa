import { createHash } from 'node:crypto';
import { formatUsd, lineTotalCents } from '../common/money/money.js';
import {
  balanceDueCents,
  CHECKLIST_ITEMS,
  deviceLabel,
  type ChecklistItem,
  type CheckResult,
  type DataChoice,
  type RepairOrderRecord,
  type RepairOrderStatus,
} from '../repair-order/repair-order.js';

/** What a customer signs (intake spec 2): the intake at check-in, or receiving the device back. */
export const SIGNATURE_KINDS = ['intake', 'handover'] as const;
export type SignatureKind = (typeof SIGNATURE_KINDS)[number];

/** Where it was signed: on the shop's screen (a staff member there), or on the customer's own phone. */
export const SIGNATURE_VIA = ['shop_screen', 'customer_phone'] as const;
export type SignatureVia = (typeof SIGNATURE_VIA)[number];

/** The data choice's words, exactly as the spec (section 3) puts them to the customer. */
export const DATA_CHOICE_WORDS: Record<DataChoice, string> = {
  no_access: 'Do not access my data',
  may_unlock: 'You may unlock the device to test the repair',
};

/** The largest signature image kept (a PNG of the strokes): 256 KB. */
export const MAX_SIGNATURE_BYTES = 256 * 1024;
/** A signature image's largest side, in pixels. */
export const MAX_SIGNATURE_SIDE = 2000;
/** The longest typed name. */
export const MAX_SIGNER_NAME = 100;

/** The states an order's intake can be signed in: any until it is closed. */
export const INTAKE_SIGNABLE: readonly RepairOrderStatus[] = [
  'received',
  'diagnosing',
  'awaiting_approval',
  'in_repair',
  'waiting_parts',
  'ready',
  'unrepairable',
];
/** The states a hand-over is signed in: the device is ready to go back, or has just gone. */
export const HANDOVER_SIGNABLE: readonly RepairOrderStatus[] = ['ready', 'unrepairable', 'picked_up'];

/** A part of what is shown: a heading and its lines. */
export interface DocumentSection {
  title: string;
  lines: string[];
}

/** Exactly what the signer is shown (its hash is what the signature records). */
export interface SigningDocument {
  kind: SignatureKind;
  reference: string;
  device: string;
  title: string;
  termsVersion: number;
  termsText: string;
  sections: DocumentSection[];
  /** The data choice's options (intake only), in the order shown. */
  dataChoices: { value: DataChoice; label: string }[];
}

/** A signature as stored. */
export interface SignatureRecord {
  id: string;
  orderId: string;
  kind: SignatureKind;
  signerName: string | null;
  termsVersion: number;
  dataChoice: DataChoice | null;
  documentHash: string;
  signedAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
  orderStatus: RepairOrderStatus;
  via: SignatureVia;
  staffName: string | null;
  erasedAt: Date | null;
  hasImage: boolean;
}

const CHECK_LABEL: Record<ChecklistItem, string> = {
  screen: 'Screen',
  back: 'Back',
  buttons: 'Buttons',
  cameras: 'Cameras',
  charging: 'Charging',
  powersOn: 'Powers on',
};
const RESULT_LABEL: Record<CheckResult, string> = {
  ok: 'OK',
  damaged: 'Damaged',
  not_checked: 'Not checked',
};

/** The document of an order to sign: built the same for the shop's screen and the customer's phone. */
export function signingDocument(
  kind: SignatureKind,
  order: RepairOrderRecord,
  terms: { version: number; text: string },
): SigningDocument {
  const device = deviceLabel(order.device);
  const { intake } = order;
  const deviceLines = [device, `Serial / IMEI: ${intake.serial || 'not recorded'}`];
  const accessories = `Accessories: ${intake.accessories.length ? intake.accessories.join(', ') : 'none'}`;
  const common = { reference: order.reference, device, termsVersion: terms.version, termsText: terms.text };
  if (kind === 'intake')
    return {
      kind,
      ...common,
      title: `Intake of repair ${order.reference}`,
      sections: [
        { title: 'Device', lines: deviceLines },
        {
          title: 'Condition recorded',
          lines: [
            ...CHECKLIST_ITEMS.map((item) => `${CHECK_LABEL[item]}: ${RESULT_LABEL[intake.checklist[item]]}`),
            `Notes: ${intake.conditionNotes || 'none'}`,
            accessories,
          ],
        },
        {
          title: 'Estimate',
          lines: [
            ...order.services.map((s) => `${s.name}: ${formatUsd(s.priceCents)}`),
            ...(order.discountCents ? [`Discount: ${formatUsd(-order.discountCents)}`] : []),
            intake.estimateCents === null
              ? `Estimate: amount not recorded, ${intake.agreedToEstimate ? 'agreed' : 'not agreed yet'}`
              : `Estimate: ${formatUsd(intake.estimateCents)}, ${intake.agreedToEstimate ? 'agreed' : 'not agreed yet'}`,
          ],
        },
      ],
      dataChoices: (['no_access', 'may_unlock'] as const).map((value) => ({
        value,
        label: DATA_CHOICE_WORDS[value],
      })),
    };
  return {
    kind,
    ...common,
    title: `Hand-over of repair ${order.reference}`,
    sections: [
      {
        title: 'Handed over',
        lines: [...deviceLines, accessories],
      },
      {
        title: 'Charges',
        lines: [
          ...order.charges.map(
            (c) =>
              `${c.description}${c.quantity > 1 ? ` × ${c.quantity}` : ''}: ${formatUsd(lineTotalCents(c))}`,
          ),
          ...(order.discountCents ? [`Discount: ${formatUsd(-order.discountCents)}`] : []),
          `Total: ${formatUsd(order.totalCostCents - order.creditedCents)}`,
          `Paid: ${formatUsd(order.paidCents)}`,
          `Balance due: ${formatUsd(balanceDueCents(order))}`,
        ],
      },
    ],
    dataChoices: [],
  };
}

/** The canonical text of a document (and, once signed, the data choice taken): what is hashed and kept. */
export function canonicalDocument(doc: SigningDocument, choice?: DataChoice | null): string {
  const shown = {
    kind: doc.kind,
    title: doc.title,
    reference: doc.reference,
    device: doc.device,
    termsVersion: doc.termsVersion,
    termsText: doc.termsText,
    sections: doc.sections.map((s) => ({ title: s.title, lines: s.lines })),
    dataChoices: doc.dataChoices.map((c) => c.label),
  };
  return JSON.stringify(
    choice === undefined ? shown : { ...shown, dataChoice: choice && DATA_CHOICE_WORDS[choice] },
  );
}

export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
