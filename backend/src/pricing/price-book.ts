import { Injectable } from '@nestjs/common';
import { RetailPricesRepository, type ServiceCellRow } from './retail-prices.repository.js';

/** A service offered on a device today, at its price by the one rule. */
export interface OfferedService {
  serviceTypeId: string;
  slug: string;
  name: string;
  warrantyDays: number;
  priceCents: number;
}

/** What the price book answers for each service asked about, in the order asked. */
export type PriceAnswer =
  | { kind: 'offered'; service: OfferedService; warrantyDays: number }
  | {
      kind: 'not_offered';
      serviceTypeId: string;
      slug: string;
      name: string;
      warrantyDays: number;
      message: string;
    }
  | { kind: 'unknown'; key: string };

/** The refusal that names the service (booking, check-in and quotes say the same). */
export const notOfferedMessage = (serviceName: string): string =>
  `${serviceName} is not available for this device`;

/**
 * THE price rule (workshop spec 1): the price of service S on device D today is the matrix cell;
 * no cell, or a cell of 0, means S is not offered on D (spec 5). One exception, written here only:
 * a service that is free by nature (its catalogue base price is 0: the diagnostic, "free with
 * repair", spec 3 and 9) is offered at 0 where it has no cell above 0. Answers null when not offered.
 */
export function priceByRule(cellCents: number | null, basePriceCents: number): number | null {
  if (cellCents !== null && cellCents > 0) return cellCents;
  return basePriceCents === 0 ? 0 : null;
}

/**
 * The one owner of "what does service S cost on device D today": the public price map, booking,
 * walk-in check-in, quotes (prefill and lines) and the e-mails (which carry the booked prices)
 * all ask it. The first start seeds the matrix (retail-prices.seed.ts); afterwards the matrix is
 * the only source.
 */
@Injectable()
export class PriceBook {
  constructor(private readonly cells: RetailPricesRepository) {}

  /** Each service (by id or slug), in the order asked: offered at its price, not offered, or unknown. */
  async answer(modelId: string | null, keys: string[], by: 'id' | 'slug'): Promise<PriceAnswer[]> {
    const rows = await this.cells.servicesWithCells(modelId, keys, by);
    const byKey = new Map(rows.map((r) => [by === 'id' ? r.serviceTypeId : r.slug, r]));
    return keys.map((key): PriceAnswer => {
      const row = byKey.get(key);
      if (!row) return { kind: 'unknown', key };
      const price = modelId === null ? null : priceByRule(row.cellCents, row.basePriceCents);
      if (price === null)
        return {
          kind: 'not_offered',
          serviceTypeId: row.serviceTypeId,
          slug: row.slug,
          name: row.name,
          warrantyDays: row.warrantyDays,
          message: notOfferedMessage(row.name),
        };
      return { kind: 'offered', service: offered(row, price), warrantyDays: row.warrantyDays };
    });
  }

  /** The services offered among those asked (by id), at today's prices; the others left out. */
  async offeredOnly(modelId: string | null, ids: string[]): Promise<OfferedService[]> {
    return (await this.answer(modelId, ids, 'id')).flatMap((a) => (a.kind === 'offered' ? [a.service] : []));
  }

  /**
   * Every service offered on a device today, in the catalogue's order, at its price by the rule
   * (what a quote may add: workshop spec 3). None without a model.
   */
  async offeredOn(modelId: string | null): Promise<OfferedService[]> {
    if (modelId === null) return [];
    const rows = await this.cells.everyServiceWithCell(modelId);
    return rows.flatMap((row) => {
      const price = priceByRule(row.cellCents, row.basePriceCents);
      return price === null ? [] : [offered(row, price)];
    });
  }

  /** Today's price of one service (by slug) on a device, or null when it is not offered. */
  async priceOf(modelId: string | null, slug: string): Promise<OfferedService | null> {
    const [answer] = await this.answer(modelId, [slug], 'slug');
    return answer.kind === 'offered' ? answer.service : null;
  }
}

function offered(row: ServiceCellRow, priceCents: number): OfferedService {
  return {
    serviceTypeId: row.serviceTypeId,
    slug: row.slug,
    name: row.name,
    warrantyDays: row.warrantyDays,
    priceCents,
  };
}
