import type { CatalogueRepository } from '../catalogue/catalogue.repository.js';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import {
  RETRY_AFTER_SECONDS,
  UNAVAILABLE_MESSAGE,
  errorBody,
} from '../common/errors/all-exceptions.filter.js';

/** The CSV import: its body is read here, with a limit of its own, before the general JSON parser. */
export const PRICING_IMPORT_PATH = '/api/admin/pricing/import';

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

/** Reads the import's JSON body with importBodyLimit (503 when the database cannot say it). */
export function importBodyParser(catalogue: CatalogueRepository): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    importBodyLimit(catalogue).then(
      (limit) => express.json({ limit })(req, res, next),
      () =>
        res
          .status(503)
          .setHeader('Retry-After', String(RETRY_AFTER_SECONDS))
          .json(errorBody(503, UNAVAILABLE_MESSAGE)),
    );
  };
}
