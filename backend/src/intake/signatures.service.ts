import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { Clock } from '../common/clock/clock.js';
import { Db } from '../common/database/db.js';
import type { CustomerLinkOwner } from '../customers/customer-links.js';
import type { DataChoice, RepairOrderStatus } from '../repair-order/repair-order.js';
import { ORDER_NOT_FOUND_MESSAGE } from '../workshop/repair-order-lifecycle.js';
import { RepairOrderCustomersRepository } from '../workshop/repair-order-customers.repository.js';
import { RepairOrderRepository } from '../workshop/repair-order.repository.js';
import { TRACKING_NOT_FOUND } from '../workshop/tracking.service.js';
import { TrackingTokens } from '../workshop/tracking-tokens.js';
import type { OrderSignaturesDto } from './dto/order-signatures.dto.js';
import type { SignatureDto } from './dto/signature.dto.js';
import type { SigningDocumentDto } from './dto/signing-document.dto.js';
import type { TrackingSignatureDto } from './dto/tracking-signature.dto.js';
import type { TrackingSigningDto } from './dto/tracking-signing.dto.js';
import {
  canonicalDocument,
  DATA_CHOICE_WORDS,
  HANDOVER_SIGNABLE,
  INTAKE_SIGNABLE,
  sha256,
  signingDocument,
  type SignatureKind,
  type SignatureRecord,
  type SignatureVia,
  type SigningDocument,
} from './signature.js';
import { BadSignatureImage, readSignatureImage } from './signature-image.js';
import { SignaturesRepository } from './signatures.repository.js';
import { TermsService } from './terms.service.js';

export const DOCUMENT_CHANGED_MESSAGE =
  'What was shown has changed since (new terms, the intake or the payments): read it again and sign';
export const SIGNATURE_NOT_FOUND_MESSAGE = 'No such signature of this order, or its image was erased';

/** What a signer sends. */
export interface SignInput {
  kind: SignatureKind;
  documentHash: string;
  signerName: string;
  image: string;
  dataChoice?: DataChoice;
}

/** Where and how it was signed: the request's address and browser, and who was at the shop's screen. */
export interface SignContext {
  via: SignatureVia;
  staff: { id: string; username: string } | null;
  ipAddress: string | null;
  userAgent: string | null;
}

/** A signature for a receipt (its page and its PDF): its words and its strokes. */
export interface ReceiptSignature {
  kind: SignatureKind;
  signerName: string | null;
  signedAt: Date;
  termsVersion: number;
  documentHash: string;
  image: Buffer | null;
}

/** The history's name for the shop's own jobs (the erasure). */
const SYSTEM = { userId: null, username: 'system' };

/**
 * The customer's signatures (intake spec 2): the intake (the terms, the condition recorded, the
 * estimate and their data choice) on the shop's screen or their own phone, and the hand-over. The
 * document shown is built here for both screens and hashed here; the signature sends the hash back
 * and is refused (409) if the document changed meanwhile. A record never changes (the database's
 * trigger); the intake's signing marks the order signed with its data choice in the same
 * transaction (its photos become evidence). A customer's erasure removes the images and names and
 * keeps the fact and the hash (spec 4).
 */
@Injectable()
export class SignaturesService implements CustomerLinkOwner {
  readonly linked = 'repairOrderSignatures';

  constructor(
    private readonly db: Db,
    private readonly signatures: SignaturesRepository,
    private readonly terms: TermsService,
    private readonly orders: RepairOrderRepository,
    private readonly orderCustomers: RepairOrderCustomersRepository,
    private readonly tokens: TrackingTokens,
    private readonly clock: Clock,
  ) {}

  // ── Staff ──────────────────────────────────────────────────────────────────────────────────

  async list(orderId: string): Promise<OrderSignaturesDto> {
    const signedAt = await this.orders.intakeSignedAt(orderId);
    if (signedAt === undefined) throw new NotFoundException({ message: ORDER_NOT_FOUND_MESSAGE });
    const all = await this.signatures.ofOrder(orderId);
    return {
      signatures: all.map((s) => this.staffView(s)),
      intakeSignedAt: signedAt ? signedAt.toISOString() : null,
      dataChoice: (await this.orders.dataChoice(orderId)) ?? null,
      handoverSigned: all.some((s) => s.kind === 'handover'),
    };
  }

  /** The document an order's intake or hand-over would be signed over now, with its hash. */
  async document(orderId: string, kind: SignatureKind): Promise<SigningDocumentDto> {
    return view(await this.build(orderId, kind));
  }

  async image(orderId: string, signatureId: string): Promise<Buffer> {
    const bytes = await this.signatures.image(orderId, signatureId);
    if (!bytes) throw new NotFoundException({ message: SIGNATURE_NOT_FOUND_MESSAGE });
    return bytes;
  }

  /** Signs on the shop's screen (an editor there): the intake or the hand-over. */
  async signAtShop(orderId: string, input: SignInput, context: SignContext): Promise<SignatureDto> {
    return this.staffView(await this.sign(orderId, input, context, ORDER_NOT_FOUND_MESSAGE));
  }

  // ── The customer, by tracking token ────────────────────────────────────────────────────────

  async trackingDocument(token: string): Promise<TrackingSigningDto> {
    const orderId = await this.orderOfToken(token);
    const last = (await this.signatures.ofOrder(orderId)).filter((s) => s.kind === 'intake').at(-1);
    return {
      document: view(await this.build(orderId, 'intake', TRACKING_NOT_FOUND)),
      signedAt: last ? last.signedAt.toISOString() : null,
    };
  }

  /** The customer signs their intake on their own phone. */
  async signByToken(
    token: string,
    input: Omit<SignInput, 'kind'>,
    context: Omit<SignContext, 'via' | 'staff'>,
  ): Promise<TrackingSignatureDto> {
    const orderId = await this.orderOfToken(token);
    const s = await this.sign(
      orderId,
      { ...input, kind: 'intake' },
      { ...context, via: 'customer_phone', staff: null },
      TRACKING_NOT_FOUND,
    );
    return {
      signerName: s.signerName ?? '',
      signedAt: s.signedAt.toISOString(),
      termsVersion: s.termsVersion,
      dataChoice: s.dataChoice!,
      documentHash: s.documentHash,
    };
  }

  // ── Paperwork ──────────────────────────────────────────────────────────────────────────────

  /** An order's signatures with their strokes, for the receipt's page and PDF (oldest first). */
  async forReceipt(orderId: string): Promise<ReceiptSignature[]> {
    const all = await this.signatures.ofOrder(orderId);
    const images = await this.signatures.images(orderId);
    return all.map((s) => ({
      kind: s.kind,
      signerName: s.signerName,
      signedAt: s.signedAt,
      termsVersion: s.termsVersion,
      documentHash: s.documentHash,
      image: images.get(s.id) ?? null,
    }));
  }

  // ── Erasure (intake spec 4) ────────────────────────────────────────────────────────────────

  /** Part of a customer's erasure (CustomerLinks, in its transaction): images and names go, the fact and hash stay. */
  async erase(customerId: string): Promise<void> {
    const orders = await this.orderCustomers.ordersOf(customerId);
    const at = this.clock.now();
    const erased = await this.signatures.erase(
      orders.map((o) => o.id),
      at,
    );
    for (const { orderId, count } of erased)
      await this.orders.recordEvent(orderId, {
        kind: 'signatures_erased',
        text: `${count} signature image${count === 1 ? '' : 's'} and name${count === 1 ? '' : 's'} deleted with the customer's record; the fact and the hash stay`,
        by: SYSTEM,
        at,
      });
  }

  // ── Helpers ──────────────────────────────────────────────────────────────────────────────

  private async sign(
    orderId: string,
    input: SignInput,
    context: SignContext,
    notFoundMessage: string,
  ): Promise<SignatureRecord> {
    if (input.kind === 'intake' && !input.dataChoice)
      throw new BadRequestException({
        message: 'The intake is signed with a data choice',
        errors: [
          { field: 'dataChoice', message: 'dataChoice must be no_access or may_unlock for the intake' },
        ],
      });
    if (input.kind === 'handover' && input.dataChoice)
      throw new BadRequestException({
        message: 'A hand-over has no data choice',
        errors: [{ field: 'dataChoice', message: 'dataChoice is only sent with the intake' }],
      });
    let image: Buffer;
    try {
      image = await readSignatureImage(input.image);
    } catch (error) {
      if (error instanceof BadSignatureImage)
        throw new BadRequestException({
          message: `The signature's image was refused: ${error.message}`,
          errors: [{ field: 'image', message: error.message }],
        });
      throw error;
    }
    return this.db.transaction(async () => {
      const status = await this.orders.lockStatus(orderId);
      if (status === undefined) throw new NotFoundException({ message: notFoundMessage });
      this.assertSignable(input.kind, status);
      const doc = await this.build(orderId, input.kind, notFoundMessage);
      const hash = sha256(canonicalDocument(doc));
      if (hash !== input.documentHash)
        throw new ConflictException({ message: DOCUMENT_CHANGED_MESSAGE, details: { hash } });
      const choice = input.kind === 'intake' ? input.dataChoice! : null;
      const document = canonicalDocument(doc, choice);
      const at = this.clock.now();
      const record = await this.signatures.insert({
        orderId,
        kind: input.kind,
        image,
        signerName: input.signerName.trim(),
        termsVersion: doc.termsVersion,
        dataChoice: choice,
        document,
        documentHash: sha256(document),
        signedAt: at,
        ipAddress: context.ipAddress?.slice(0, 64) ?? null,
        userAgent: context.userAgent?.slice(0, 512) ?? null,
        orderStatus: status,
        via: context.via,
        staffName: context.staff?.username ?? null,
      });
      if (choice) await this.orders.markIntakeSigned(orderId, at, choice);
      const where = context.via === 'shop_screen' ? "on the shop's screen" : 'on their phone';
      await this.orders.recordEvent(orderId, {
        kind: input.kind === 'intake' ? 'intake_signed' : 'handover_signed',
        text:
          input.kind === 'intake'
            ? `The customer signed the intake ${where} (terms version ${doc.termsVersion}; "${DATA_CHOICE_WORDS[choice!]}")`
            : `The customer signed for the device at hand-over ${where}`,
        by: context.staff
          ? { userId: context.staff.id, username: context.staff.username }
          : { userId: null, username: 'customer' },
        at,
      });
      return record;
    });
  }

  private assertSignable(kind: SignatureKind, status: RepairOrderStatus): void {
    if (kind === 'intake' && !INTAKE_SIGNABLE.includes(status))
      throw new ConflictException({ message: 'The order is closed: its intake can no longer be signed' });
    if (kind === 'handover' && !HANDOVER_SIGNABLE.includes(status))
      throw new ConflictException({
        message: 'The hand-over is signed when the device goes back: the order is not ready yet',
      });
  }

  private async build(
    orderId: string,
    kind: SignatureKind,
    notFoundMessage = ORDER_NOT_FOUND_MESSAGE,
  ): Promise<SigningDocument> {
    const order = await this.orders.findById(orderId);
    if (!order) throw new NotFoundException({ message: notFoundMessage });
    return signingDocument(kind, order, await this.terms.current());
  }

  private async orderOfToken(token: string): Promise<string> {
    const orderId = await this.tokens.orderOf(token, this.clock.now());
    if (!orderId) throw new NotFoundException({ message: TRACKING_NOT_FOUND });
    return orderId;
  }

  private staffView(s: SignatureRecord): SignatureDto {
    return {
      id: s.id,
      kind: s.kind,
      signerName: s.signerName,
      termsVersion: s.termsVersion,
      dataChoice: s.dataChoice,
      documentHash: s.documentHash,
      signedAt: s.signedAt.toISOString(),
      orderStatus: s.orderStatus,
      via: s.via,
      staffName: s.staffName,
      ipAddress: s.ipAddress,
      userAgent: s.userAgent,
      imageUrl: s.hasImage ? `/api/admin/repair-orders/${s.orderId}/signatures/${s.id}/image` : null,
      erasedAt: s.erasedAt ? s.erasedAt.toISOString() : null,
    };
  }
}

function view(doc: SigningDocument): SigningDocumentDto {
  return { ...doc, hash: sha256(canonicalDocument(doc)) };
}
