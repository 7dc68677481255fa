import Button from '@mui/material/Button';
import { paths } from '../config/paths';
import { metaOf } from '../config/routeMeta';
import { NotFoundState } from './ui/NotFoundState';
import { PageContainer } from './ui/PageContainer';

/** The 404 page for any unknown path. */
export default function NotFoundPage() {
  return (
    <PageContainer>
      <NotFoundState
        title={metaOf('notFound').title}
        message="Sorry, the page you are looking for does not exist."
        actions={
          <Button variant="contained" href={paths.home.href()}>
            Go to Home
          </Button>
        }
      />
    </PageContainer>
  );
}
