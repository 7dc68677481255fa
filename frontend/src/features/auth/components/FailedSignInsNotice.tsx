import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { FailedSignInsDto } from '../../../api/staff';
import { shop } from '../../../config/shop';
import { formatDateTime } from '../../../lib/dates';
import { ADMIN_TEXT } from '../text';

/**
 * After signing in: the failed sign-in attempts on this account since the previous sign-in, when
 * there were any (the server keeps them 30 days), so a staff member notices someone guessing.
 */
export function FailedSignInsNotice({ failed }: { failed: FailedSignInsDto }) {
  const [open, setOpen] = useState(true);
  if (!open || failed.count === 0) return null;
  const text = ADMIN_TEXT.failedSignIns;
  return (
    <Alert severity="warning" onClose={() => setOpen(false)} sx={{ mb: 3 }} closeText={text.dismiss}>
      <AlertTitle>{text.title(failed.count)}</AlertTitle>
      {text.body(failed.lastAt ? formatDateTime(failed.lastAt, shop.timeZone) : null)}
    </Alert>
  );
}
