import Button from '@mui/material/Button';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { relabelBackControl, scrollToTop } from '../../lib/scroll';

/** An in-page control once labelled "Back to Repair Services": now "Back to Top" (spec 2). */
export function BackToTopButton({ label = 'Back to Repair Services' }: { label?: string }) {
  return (
    <Button variant="outlined" onClick={scrollToTop} startIcon={<ArrowUpwardIcon />}>
      {relabelBackControl(label)}
    </Button>
  );
}
