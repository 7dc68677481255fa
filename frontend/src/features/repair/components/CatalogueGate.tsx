import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useGetCatalogueQuery, type CatalogueDto } from '../../../api';
import { PageLoader } from '../../../components/layout/PageLoader';
import { failureText } from '../../../api/errors';

/** Loads the repair catalogue (GET /api/catalogue) and renders loading and error states. */
export function CatalogueGate({ children }: { children: (catalogue: CatalogueDto) => ReactNode }) {
  const { data, error, isLoading, refetch } = useGetCatalogueQuery();
  if (isLoading) return <PageLoader />;
  if (error || !data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void refetch()}>
            Retry
          </Button>
        }
      >
        Unable to load the repair catalogue. {failureText(error)}
      </Alert>
    );
  }
  return <>{children(data)}</>;
}
