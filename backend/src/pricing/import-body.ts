import { Injectable } from '@nestjs/common';
import { CatalogueRepository } from '../catalogue/catalogue.repository.js';
import type { BodyLimitSource } from '../common/http/json-body.js';

/** Room for the JSON around the CSV and its header line. */
const IMPORT_BASE_BYTES = 64 * 1024;
/**
 * The most one CSV row can take inside the JSON body: two slugs (80 characters each), a brand
 * (40), a model and a service name (80 each) and a price, every character quoted and escaped at
 * its widest. Real rows take about 60 bytes.
 */
const IMPORT_BYTES_PER_CELL = 2048;

/**
 * The import's body limit grows with the catalogue: room for one row per cell of every device
 * model and service type (retired ones too), so a whole export, edited or not, always fits
 * whatever the catalogue's size. Every other route keeps the general BODY_LIMIT.
 */
export async function importBodyLimit(catalogue: Pick<CatalogueRepository, 'cellCount'>): Promise<number> {
  return IMPORT_BASE_BYTES + (await catalogue.cellCount()) * IMPORT_BYTES_PER_CELL;
}

/** The CSV import's body limit (@BodyLimit), asked only once its sender is signed in. */
@Injectable()
export class PricingImportBodyLimit implements BodyLimitSource {
  constructor(private readonly catalogue: CatalogueRepository) {}

  bodyLimit(): Promise<number> {
    return importBodyLimit(this.catalogue);
  }
}
