import Button from '@mui/material/Button';
import { paths } from '../config/paths';
import { errorMessage } from '../lib/errorMessage';
import { NotFoundState } from './ui/NotFoundState';
import { PageContainer } from './ui/PageContainer';

/** Last-resort error screen of a page (e.g. a chunk that failed to load); see RouteErrorBoundary. */
export function RouteError({ error }: { error: unknown }) {
  return (
    <PageContainer>
      <NotFoundState
        title="Something went wrong"
        message={errorMessage(error) || 'Please reload the page.'}
        actions={
          <Button variant="contained" href={paths.home.href()}>
            Go to Home
          </Button>
        }
      />
    </PageContainer>
  );
}
