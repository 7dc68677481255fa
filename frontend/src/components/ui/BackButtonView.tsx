import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';

/** The Back button's look (BackButton: in the app; PageBackButton: an island of a content page). */
export function BackButtonView({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button onClick={onClick} startIcon={<ArrowBackIcon />} sx={{ mb: 2, px: 1 }}>
      {label}
    </Button>
  );
}
