import TablePagination from '@mui/material/TablePagination';

const PAGE_SIZES = [25, 50, 100];

export interface ServerPaginationProps {
  /** The server's page answer: total rows, 1-based page, page size. */
  total: number;
  page: number;
  pageSize: number;
  label: string;
  /** 0-based, as MUI counts pages. */
  onPageChange: (page: number) => void;
  /** A new page size starts again at the first page. */
  onPageSizeChange: (pageSize: number) => void;
}

/** Paging of a list the server pages (back-office appointments and customers). */
export function ServerPagination({
  total,
  page,
  pageSize,
  label,
  onPageChange,
  onPageSizeChange,
}: ServerPaginationProps) {
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.max(0, page - 1)}
      rowsPerPage={pageSize}
      rowsPerPageOptions={PAGE_SIZES}
      labelRowsPerPage={label}
      onPageChange={(_event, next) => onPageChange(next)}
      onRowsPerPageChange={(event) => {
        onPageSizeChange(Number(event.target.value));
        onPageChange(0);
      }}
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 0 } }}
    />
  );
}
