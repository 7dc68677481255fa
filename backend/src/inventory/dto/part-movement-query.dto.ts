import { PickType } from '@nestjs/swagger';
import { PagedSearchQuery } from '../../common/paging/paged-search-query.js';

export const MOVEMENTS_PAGE_SIZE = 25;

/** A page of a part's ledger: `page` (1-based) and `pageSize` (1 to 100, default 25). */
export class PartMovementQueryDto extends PickType(
  PagedSearchQuery({ search: 'Not used', defaultPageSize: MOVEMENTS_PAGE_SIZE }),
  ['page', 'pageSize'] as const,
) {}
