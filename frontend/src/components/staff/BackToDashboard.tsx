import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { paths } from '../../config/paths';
import { STAFF_TEXT } from './text';

/** Where a staff page's back link goes, named by what it opens ("Back to the workshop"). */
export interface BackTarget {
  href: string;
  label: string;
}

/**
 * The link back at the top of every staff page: to the dashboard, or to the page a sub-page
 * belongs to (the walk-in form's is the workshop), its words naming where it goes.
 */
export function BackToDashboard({ back }: { back?: BackTarget }) {
  return (
    <Box sx={{ mb: 1 }}>
      <Button variant="text" href={back?.href ?? paths.admin.root.href()} sx={{ ml: -1 }}>
        {back?.label ?? STAFF_TEXT.backToDashboard}
      </Button>
    </Box>
  );
}
