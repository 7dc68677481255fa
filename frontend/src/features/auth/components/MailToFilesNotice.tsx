import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { skipToken } from '@reduxjs/toolkit/query';
import { useListOutboxQuery } from '../../../api/staff';
import { ADMIN_TEXT } from '../text';

/**
 * Mail that cannot vanish (issue 37): when the latest e-mail sent was only written to a file on the
 * server (MAIL_TRANSPORT=file, no SMTP_URL), the dashboard says so, for staff who may read the outbox.
 */
export function MailToFilesNotice({ allowed }: { allowed: boolean }) {
  const latest = useListOutboxQuery(allowed ? { status: 'sent', limit: 1 } : skipToken);
  if (!latest.data?.[0]?.writtenToFile) return null;
  const text = ADMIN_TEXT.mailToFiles;
  return (
    <Alert severity="warning" sx={{ mb: 3 }}>
      <AlertTitle>{text.title}</AlertTitle>
      {text.body}
    </Alert>
  );
}
