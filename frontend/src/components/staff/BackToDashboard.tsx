import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { paths } from '../../config/paths';
import { STAFF_TEXT } from './text';

/** The link back to the dashboard at the top of every staff page. */
export function BackToDashboard() {
  return (
    <Box sx={{ mb: 1 }}>
      <Button variant="text" href={paths.admin.root.href()} sx={{ ml: -1 }}>
        {STAFF_TEXT.backToDashboard}
      </Button>
    </Box>
  );
}
