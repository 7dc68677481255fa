import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PagedSearchQuery } from '../../common/paging/paged-search-query.js';

export const CLAIM_FILTERS = ['unclaimed', 'claimed', 'used'] as const;
export type ClaimFilter = (typeof CLAIM_FILTERS)[number];

/** Filters of the back-office customer list. */
export class AdminCustomerQueryDto extends PagedSearchQuery({
  search: 'Name, e-mail, phone (any formatting) or discount code',
  defaultPageSize: 25,
}) {
  @ApiPropertyOptional({
    enum: CLAIM_FILTERS,
    enumName: 'CustomerClaimFilter',
    description: 'unclaimed: no code; claimed: code not used yet; used: code used on a booking',
  })
  @IsOptional()
  @IsIn(CLAIM_FILTERS)
  claim?: ClaimFilter;
}
