import type { QuoteLineKind, QuoteStatus } from '../../../api/staff';
import { formatCents } from '../../../lib/money';

const warranty = (days: number) => (days > 0 ? `${days}-day warranty` : 'no warranty');

/** The words of the quote on the staff order page (workshop spec 3). */
export const QUOTE_TEXT = {
  title: 'Quote',
  none: 'No quote sent yet.',
  notYet: 'A quote can be written once the order is being diagnosed.',
  write: 'Write quote',
  writeNew: 'Write a new version',
  version: (version: number) => `Version ${version}`,
  sentBy: (by: string, at: string) => `Sent by ${by} · ${at}`,
  expires: (at: string) => `Expires ${at}`,
  expiredOn: (at: string) => `Expired ${at}`,
  decided: (at: string) => `Answered ${at}`,
  /** How a version was answered, apart: the customer online, or received and recorded by staff. */
  decidedOnline: (decision: 'approved' | 'declined', at: string) =>
    `${decision === 'approved' ? 'Approved' : 'Declined'} by the customer online at ${at}`,
  decidedBy: (decision: 'approved' | 'declined', channel: 'phone' | 'in_shop', by: string, at: string) =>
    `${decision === 'approved' ? 'Approved' : 'Declined'} ${channel === 'phone' ? 'by phone' : 'in the shop'}, recorded by ${by} at ${at}`,
  record: {
    intro: 'The customer answered by phone or at the counter?',
    approve: 'Record approval',
    decline: 'Record decline',
    title: (decision: 'approved' | 'declined', version: number) =>
      `${decision === 'approved' ? 'Record approval' : 'Record decline'} of version ${version}`,
    effect: (decision: 'approved' | 'declined') =>
      decision === 'approved'
        ? 'The repair starts and the quote’s parts are reserved, as when the customer approves online.'
        : 'The device is made ready to return, with the diagnostic alone charged, as when the customer declines online.',
    how: 'How did the customer answer?',
    phone: 'By phone',
    inShop: 'In the shop',
    note: 'Note (optional)',
    noteHelp: 'Internal: who you spoke to, what was agreed',
    save: 'Record',
    cancel: 'Cancel',
    saved: (decision: 'approved' | 'declined') =>
      decision === 'approved' ? 'Approval recorded' : 'Decline recorded',
    failed: 'The answer was not recorded',
    failedMessage: 'An error occurred while saving. Please try again.',
  },
  earlier: 'Earlier versions',
  kind: 'Type',
  quantity: 'Qty',
  unitPrice: 'Unit price ($)',
  total: 'Total',
  lineTotal: 'Line total',
  remove: (what: string) => `Remove ${what}`,
  addLabour: 'Add labour',
  addPart: 'Add part',
  addService: 'Add service',
  noService: 'No service matches',
  /** A service's price on this device, its warranty, and that it is not taxed (counter spec 3). */
  serviceFacts: (s: { unitPriceCents: number; warrantyDays: number }) =>
    `${formatCents(s.unitPriceCents)} · ${warranty(s.warrantyDays)} · not taxed`,
  warranty: (days: number) => warranty(days),
  partsFor: (model: string) => `Parts for ${model} and for any device`,
  labourDescription: 'Labour description',
  validDays: 'Days to approve',
  note: 'Internal note (optional)',
  send: 'Send to customer',
  sending: 'Sending…',
  cancel: 'Cancel',
  sent: (version: number) => `Quote version ${version} sent`,
  sendFailed: 'The quote was not sent',
  noLines: 'Add at least one line.',
  badPrice: 'Enter a price in dollars, e.g. 45 or 45.50.',
  servicePriced:
    "Services start at today's prices for this device and parts at their sell price; you may change a price before sending.",
  loading: 'Loading the quote',
  loadFailed: 'The quote could not be loaded.',
  editorTitle: (version: number) => `New quote: version ${version}`,
  /** The part picker and a part line's stock (on hand − reserved = available). */
  picker: {
    placeholder: 'Name, SKU or model',
    loading: 'Loading parts…',
    none: 'No part matches',
    failed: 'The parts could not be loaded.',
    taken: 'already on this quote',
    optionFacts: (p: { slug: string; available: number; onHand: number; reserved: number }) =>
      `SKU ${p.slug} · ${p.available > 0 ? `${p.available} available` : 'none available'} (${p.onHand} on hand, ${p.reserved} reserved)`,
  },
  partStock: (available: number, cost: string) =>
    `${available > 0 ? `${available} available` : 'None available'} · cost ${cost} each`,
  partShort: (short: number) => `${short} short: once approved, the repair waits for the next delivery`,
} as const;

export const QUOTE_STATUS_LABEL: Record<QuoteStatus, string> = {
  pending: 'Waiting for the customer',
  approved: 'Approved',
  declined: 'Declined',
  superseded: 'Replaced',
};

export const QUOTE_LINE_KIND_LABEL: Record<QuoteLineKind, string> = {
  service: 'Service',
  part: 'Part',
  labour: 'Labour',
};
