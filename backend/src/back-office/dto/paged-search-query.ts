// TRANSITIONAL: moved to common/paging; workshop's query DTO imports it from here until it switches.
export { PagedSearchQuery } from '../../common/paging/paged-search-query.js';
