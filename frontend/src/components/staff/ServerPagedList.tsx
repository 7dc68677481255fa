import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useMenuBesideField } from '../ui/useMenuBesideField';
import { STAFF_TEXT } from './text';

const PAGE_SIZES = [25, 50, 100];

export interface ServerPagedListProps {
  /** The server's page answer (total rows, 1-based page, page size), once there is one. */
  data: { total: number; page: number; pageSize: number } | undefined;
  isLoading: boolean;
  isFetching: boolean;
  /** The page holds no rows (the list renders `text.none` instead of `children`). */
  empty: boolean;
  text: { found: (total: number) => string; loading: string; none: string; perPage: string };
  /** 0-based, as MUI counts pages. */
  onPageChange: (page: number) => void;
  /** A new page size starts again at the first page. */
  onPageSizeChange: (pageSize: number) => void;
  children: ReactNode;
}

/**
 * The body of a staff list the server searches and pages (appointments, customers): how many
 * were found (announced), loading, failure and empty states, the rows, and the paging.
 */
export function ServerPagedList({
  data,
  isLoading,
  isFetching,
  empty,
  text,
  onPageChange,
  onPageSizeChange,
  children,
}: ServerPagedListProps) {
  const pageSizeMenu = useMenuBesideField();
  return (
    <>
      <Box role="status" aria-live="polite" sx={{ mb: 1 }}>
        {data ? <Typography color="text.secondary">{text.found(data.total)}</Typography> : null}
      </Box>
      <Box sx={{ height: 4, mb: 2 }}>
        {isFetching && data ? <LinearProgress aria-label={text.loading} /> : null}
      </Box>
      {isLoading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={text.loading} />
        </Box>
      ) : !data ? (
        <Alert severity="error">{STAFF_TEXT.loadFailed}</Alert>
      ) : empty ? (
        <Alert severity="info">{text.none}</Alert>
      ) : (
        <>
          {children}
          <TablePagination
            component="div"
            count={data.total}
            page={Math.max(0, data.page - 1)}
            rowsPerPage={data.pageSize}
            rowsPerPageOptions={PAGE_SIZES}
            labelRowsPerPage={text.perPage}
            slotProps={{ select: pageSizeMenu }}
            onPageChange={(_event, next) => onPageChange(next)}
            onRowsPerPageChange={(event) => {
              onPageSizeChange(Number(event.target.value));
              onPageChange(0);
            }}
            sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 0 } }}
          />
        </>
      )}
    </>
  );
}
