import { invalidTransitionMessage } from '../appointments/appointment-status.js';
import { addDays, shopDay } from '../appointments/shop-days.js';

/*
 * The repair order's model (workshop spec 1, counter spec 2 and 3): its states and the moves between
 * them, what it records, and its money (what the customer is charged, less credit notes and
 * payments; the shop's parts spend apart). No SQL and no framework: the repository stores it, the
 * workshop's services and the parts ledger, payments and reports read it.
 */

// ── States and moves ──────────────────────────────────────────────────────────────────────────

/** The nine states of a repair order (workshop spec 1), in the order of its main line. */
export const REPAIR_ORDER_STATUSES = [
  'received',
  'diagnosing',
  'awaiting_approval',
  'in_repair',
  'waiting_parts',
  'ready',
  'picked_up',
  'cancelled',
  'unrepairable',
] as const;
export type RepairOrderStatus = (typeof REPAIR_ORDER_STATUSES)[number];

/** The states an order is done with (it cannot be stuck in them): the board's closed ones. */
export const CLOSED_ORDER_STATES: readonly RepairOrderStatus[] = ['picked_up', 'cancelled'];

/** Whether an order is done with: it takes no new payment and no discount (a refund stays possible). */
export function isClosed(status: RepairOrderStatus): boolean {
  return CLOSED_ORDER_STATES.includes(status);
}

/** How long an open order may keep its status before the owner hears of it (workshop spec 5). */
export const STALE_AFTER_DAYS = 3;

/**
 * The workshop board's views (issue 32): open orders (today's check-ins first), closed ones, or the
 * open ones unchanged for STALE_AFTER_DAYS days or more.
 */
export const ORDER_SCOPES = ['open', 'closed', 'stale'] as const;
export type OrderScope = (typeof ORDER_SCOPES)[number];

/**
 * Why a device goes back without its repair (workshop spec 3: declining moves the order from
 * awaiting_approval to ready, "for return, diagnostic only"; spec 1: an unrepairable device still
 * goes ready for return): told by the state the order left for ready. The receipt and the e-mails
 * say so instead of a repair's words.
 */
export type UnrepairedReturn = 'quote_declined' | 'unrepairable';

export function unrepairedReturn(readyFrom: RepairOrderStatus | null | undefined): UnrepairedReturn | null {
  if (readyFrom === 'awaiting_approval') return 'quote_declined';
  if (readyFrom === 'unrepairable') return 'unrepairable';
  return null;
}

/** The foreign key that allows only the moves of repair_order_status_transitions in the history. */
export const ORDER_TRANSITION_FK = 'fk_repair_order_status_changes_transition';

const WORDS: Record<RepairOrderStatus, string> = {
  received: 'received',
  diagnosing: 'diagnosing',
  awaiting_approval: 'awaiting approval',
  in_repair: 'in repair',
  waiting_parts: 'waiting for parts',
  ready: 'ready',
  picked_up: 'picked up',
  cancelled: 'cancelled',
  unrepairable: 'unrepairable',
};

/** A repair order's status as people write it ("awaiting approval"). */
export function orderStatusWords(status: string): string {
  return WORDS[status as RepairOrderStatus] ?? status;
}

/** The 409 message of a move the transitions table does not allow, naming both states. */
export function invalidOrderTransitionMessage(from: string, to: string): string {
  return invalidTransitionMessage(from, to, orderStatusWords);
}

/** One row of repair_order_status_transitions: a move the database allows. */
export interface OrderTransition {
  from: RepairOrderStatus;
  to: RepairOrderStatus;
}

/** The states an order can be quoted in: after diagnosis, and while a quote waits (a new version). */
export const QUOTABLE_STATES: readonly RepairOrderStatus[] = ['diagnosing', 'awaiting_approval'];

/** Order states in which parts may be reserved for it (a delivery fills only these orders' shortfalls). */
export const RESERVING_STATES: readonly RepairOrderStatus[] = [
  'received',
  'diagnosing',
  'awaiting_approval',
  'in_repair',
  'waiting_parts',
];

/** Order states in which parts may be used on it. */
export const CONSUMING_STATES: readonly RepairOrderStatus[] = ['diagnosing', 'in_repair', 'waiting_parts'];

/** The state an order waits in for parts short of stock (a delivery may let it resume). */
export const WAITING_FOR_PARTS: RepairOrderStatus = 'waiting_parts';

/** States after the work (the device is ready, gone, or given up): a payment then is not a deposit. */
export const WORK_DONE_STATES: readonly RepairOrderStatus[] = ['ready', 'picked_up', 'unrepairable'];

// ── What an order records ─────────────────────────────────────────────────────────────────────

export const CHECKLIST_ITEMS = ['screen', 'back', 'buttons', 'cameras', 'charging', 'powersOn'] as const;
export type ChecklistItem = (typeof CHECKLIST_ITEMS)[number];
export const CHECK_RESULTS = ['ok', 'damaged', 'not_checked'] as const;
export type CheckResult = (typeof CHECK_RESULTS)[number];

/** What staff record at the counter (never a passcode). */
export interface Intake {
  checklist: Record<ChecklistItem, CheckResult>;
  conditionNotes: string;
  accessories: string[];
  serial: string | null;
  agreedToEstimate: boolean;
  /** The estimate put to the customer at intake: the check-in's charges less the discount (null: not recorded). */
  estimateCents: number | null;
}

/** One service of an order, as checked in (price and warranty copied from the booking or the catalogue). */
export interface OrderServiceLine {
  serviceTypeId: string | null;
  slug: string;
  name: string;
  priceCents: number;
  warrantyDays: number;
}

export interface RepairOrderRecord {
  id: string;
  reference: string;
  status: RepairOrderStatus;
  appointmentId: string | null;
  /** The contact as checked in (kept up to date with the customer's record while the order is open); '' for none. */
  customer: { name: string; phone: string; email: string };
  /** The customer's record (customers as records, counter spec 1). */
  customerId: string | null;
  device: { brand: string; model: string; modelId: string | null };
  intake: Intake;
  services: OrderServiceLine[];
  /** What the customer is charged, line by line (labour and parts cost are their sums). */
  charges: ChargeLine[];
  laborCostCents: number;
  partsCostCents: number;
  discountCents: number;
  totalCostCents: number;
  /** What the order's credit notes took off its charges (kept by the receipts' trigger). */
  creditedCents: number;
  /** What the customer paid: payments less refunds (kept by the payments' trigger). */
  paidCents: number;
  /** The deposit an editor asked for, if any (kept by the deposit requests' trigger). */
  depositRequestedCents: number | null;
  /** Why an editor handed the device over with a balance due, if they did. */
  releasedUnpaidReason: string | null;
  /** The parts used at their unit cost: the shop's spend, never charged. */
  partsSpendCents: number;
  estimatedReadyAt: Date | null;
  startedAt: Date | null;
  completedAt: Date | null;
  pickedUpAt: Date | null;
  createdAt: Date;
  statusChangedAt: Date;
  warrantyOf: string | null;
  /** A warranty claim's service and the fault the customer reported. */
  warrantyServiceTypeId: string | null;
  warrantyFault: string | null;
}

/** A new order: its id is minted by the caller. */
export interface NewRepairOrder {
  id: string;
  appointmentId: string | null;
  customer: { name: string; phone: string; email: string };
  device: { category: string; brand: string; model: string; modelId: string | null };
  intake: Intake;
  services: OrderServiceLine[];
  discountCents: number;
  /** What the customer is charged: the booked services (at 0 on a warranty claim). */
  charges: ChargeLine[];
  warrantyOf: string | null;
  /** A warranty claim's service (at most one open claim per service: the database's rule) and fault. */
  warrantyServiceTypeId?: string | null;
  warrantyFault?: string | null;
  createdAt: Date;
  estimatedReadyAt: Date | null;
}

export interface OrderHistoryRecord {
  from: RepairOrderStatus | null;
  to: RepairOrderStatus;
  changedBy: string;
  changedAt: Date;
  note: string | null;
}

/** A warranty claim as its original order lists it. */
export interface WarrantyClaimRecord {
  id: string;
  reference: string;
  status: RepairOrderStatus;
  serviceTypeId: string | null;
  serviceName: string | null;
  createdAt: Date;
}

/**
 * A line in an order's history that is not a status move, in the system's own words (a photo
 * deleted, photos removed after the warranty): no personal data, so an erasure keeps it.
 */
export interface OrderEventRecord {
  kind: string;
  text: string;
  by: string;
  at: Date;
}

export interface OrderNoteRecord {
  text: string;
  author: string;
  createdAt: Date;
}

/** "Apple iPhone 15 Pro": the brand and the model as checked in (the model may already name its brand). */
export function deviceLabel(device: { brand: string; model: string }): string {
  if (!device.brand || device.model.startsWith(`${device.brand} `)) return device.model || device.brand;
  return `${device.brand} ${device.model}`;
}

// ── Money ─────────────────────────────────────────────────────────────────────────────────────

/** A kind of line on a quote and on the order's charges. */
export const BILL_LINE_KINDS = ['service', 'part', 'labour'] as const;
export type BillLineKind = (typeof BILL_LINE_KINDS)[number];

/** A line of a bill: a service, a part (at its sell price) or labour, money in cents. */
export interface BillLine {
  kind: BillLineKind;
  serviceTypeId: string | null;
  partId: string | null;
  description: string;
  quantity: number;
  unitPriceCents: number;
}

/** A line of what the customer is charged on an order (a service line carries its warranty). */
export interface ChargeLine extends BillLine {
  warrantyDays: number;
}

/** One unit of a service at a price, as a bill line (a quote's prefill, a booked service). */
export function serviceLine(s: { serviceTypeId: string | null; name: string; priceCents: number }): BillLine {
  return {
    kind: 'service',
    serviceTypeId: s.serviceTypeId,
    partId: null,
    description: s.name,
    quantity: 1,
    unitPriceCents: s.priceCents,
  };
}

/** The booked services as the order's charges (no quote needed). */
export function serviceCharges(services: OrderServiceLine[]): ChargeLine[] {
  return services.map((s) => ({ ...serviceLine(s), warrantyDays: s.warrantyDays }));
}

/** A repair order's money in cents (workshop spec 1): what the customer pays, and the shop's parts spend apart. */
export interface OrderMoney {
  laborCostCents: number;
  partsCostCents: number;
  discountCents: number;
  totalCostCents: number;
  creditedCents: number;
  partsSpendCents: number;
  marginCents: number;
}

/** The last day of a warranty (shop time): the pickup's day plus the warranty's days. */
export function warrantyEnd(pickedUpAt: Date, days: number, timeZone: string): string {
  return addDays(shopDay(pickedUpAt, timeZone), days);
}

/**
 * What the order charges net of its credit notes (counter spec 3): its total (the charges less the
 * discount) less what credit notes took off.
 */
export function netChargesCents(order: { totalCostCents: number; creditedCents: number }): number {
  return order.totalCostCents - order.creditedCents;
}

/** The balance (counter spec 2): net charges − paid; negative when the customer is owed money back. */
export function balanceDueCents(order: {
  totalCostCents: number;
  creditedCents: number;
  paidCents: number;
}): number {
  return netChargesCents(order) - order.paidCents;
}

/** Of the deposit asked, what is still to pay before the work starts (0 when none was asked). */
export function depositDueCents(order: { depositRequestedCents: number | null; paidCents: number }): number {
  return Math.max(0, (order.depositRequestedCents ?? 0) - order.paidCents);
}

/** The customer's signed choice about their data (intake spec 3): only 'may_unlock' lets the shop hold a passcode. */
export const DATA_CHOICES = ['no_access', 'may_unlock'] as const;
export type DataChoice = (typeof DATA_CHOICES)[number];
