import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { scrollToTop } from '../../lib/scroll';

export const BACK_TO_TOP_THRESHOLD = 200;

/** Floating Back to Top button, shown once the page is scrolled more than 200 px (spec 9). */
export default function BackToTop() {
  const visible = useScrollTrigger({ disableHysteresis: true, threshold: BACK_TO_TOP_THRESHOLD });
  return (
    <Zoom in={visible} unmountOnExit>
      <Fab
        color="secondary"
        size="medium"
        aria-label="Back to Top"
        // A focused task leaves it out (HideBackToTop.tsx).
        data-back-to-top=""
        onClick={scrollToTop}
        sx={{ position: 'fixed', right: 16, bottom: 16, zIndex: (theme) => theme.zIndex.speedDial }}
      >
        <KeyboardArrowUpIcon />
      </Fab>
    </Zoom>
  );
}
