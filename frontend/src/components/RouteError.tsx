import Button from '@mui/material/Button';
import { paths } from '../config/paths';
import { failureText } from '../api/errors';
import { NotFoundState } from './ui/NotFoundState';
import { PageContainer } from './ui/PageContainer';

/** Last-resort error screen of a page (e.g. a chunk that failed to load); see RouteErrorBoundary. */
export function RouteError({ error }: { error: unknown }) {
  return (
    <PageContainer>
      <NotFoundState
        title="Something went wrong"
        message={failureText(error) || 'Please reload the page.'}
        actions={
          <Button variant="contained" href={paths.home.href()}>
            Go to Home
          </Button>
        }
      />
    </PageContainer>
  );
}
