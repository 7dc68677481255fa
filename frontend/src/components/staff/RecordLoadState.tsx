import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ApiError } from '../../api';
import { NotFoundState } from '../ui/NotFoundState';
import { PageContainer } from '../ui/PageContainer';
import { AuthenticationRequired } from './AuthenticationRequired';

export interface RecordLoadStateProps {
  /** The query's error, if any. */
  error: unknown;
  isError: boolean;
  /** What a missing record (404, or 400 for an id that cannot be one) is called, and where to go instead. */
  notFound: { title: string; message: string; back?: { label: string; href: string } };
  /** The spinner's accessible name while the record loads. */
  loadingLabel: string;
  /** Shown when the record could not be loaded for another reason. */
  loadFailed: string;
}

/** Whether a staff page that shows one record must give way to {@link RecordLoadState}, whatever it holds. */
export function recordUnavailable(error: unknown): boolean {
  const status = (error as ApiError | undefined)?.status;
  return status === 401 || status === 404 || status === 400;
}

/**
 * What a staff page showing one record (an order, a customer, a receipt) renders until the record is
 * there: the sign-in prompt on 401, a not-found page on 404/400, a spinner while loading, an error
 * when loading failed.
 */
export function RecordLoadState({
  error,
  isError,
  notFound,
  loadingLabel,
  loadFailed,
}: RecordLoadStateProps) {
  const status = (error as ApiError | undefined)?.status;
  if (status === 401) return <AuthenticationRequired />;
  if (status === 404 || status === 400)
    return (
      <PageContainer>
        <NotFoundState
          title={notFound.title}
          message={notFound.message}
          actions={
            notFound.back ? (
              <Button variant="contained" href={notFound.back.href}>
                {notFound.back.label}
              </Button>
            ) : undefined
          }
        />
      </PageContainer>
    );
  return (
    <PageContainer>
      {isError ? (
        <Alert severity="error">{loadFailed}</Alert>
      ) : (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label={loadingLabel} />
        </Box>
      )}
    </PageContainer>
  );
}
