import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** The wizard without its catalogue (a failed load): loaded only then, not with the first step. */
export function CatalogueError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert severity="error" action={<Button onClick={onRetry}>Try again</Button>}>
      The repair catalogue could not be loaded.
    </Alert>
  );
}
