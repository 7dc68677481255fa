/** A page of a list as a query asks for it: 1-based page number and page size. */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/** The rows of one page, as SQL takes them (LIMIT and OFFSET). */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** The page a list query asks for: page 1 and the list's own page size when it names none. */
export function pageRequest(
  query: { page?: number; pageSize?: number },
  defaultPageSize: number,
): PageRequest {
  return { page: query.page ?? 1, pageSize: query.pageSize ?? defaultPageSize };
}

/** The LIMIT and OFFSET of a page. */
export function pageWindow({ page, pageSize }: PageRequest): PageWindow {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}
