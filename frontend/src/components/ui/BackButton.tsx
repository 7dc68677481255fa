import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useGoBack } from '../../lib/navigation';

/** Back to the previous page when it is on this site, otherwise home (spec 2). */
export function BackButton({ label = 'Back' }: { label?: string }) {
  const goBack = useGoBack();
  return (
    <Button onClick={goBack} startIcon={<ArrowBackIcon />} sx={{ mb: 2, px: 1 }}>
      {label}
    </Button>
  );
}
