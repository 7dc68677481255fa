import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PageHeading } from '../../../components/ui/PageHeading';
import { paths } from '../../../config/paths';
import { BACK_OFFICE_TEXT } from '../text';

export interface BackOfficeHeaderProps {
  title: string;
  subtitle: string;
  /** Plural noun for the read-only notice, e.g. "device models". */
  what: string;
  canEdit: boolean;
  /** Replaces the read-only notice built from `what`. */
  readOnlyText?: string;
}

/** Title, a way back to the dashboard, and the read-only notice for viewers. */
export function BackOfficeHeader({ title, subtitle, what, canEdit, readOnlyText }: BackOfficeHeaderProps) {
  return (
    <>
      <Box sx={{ mb: 1 }}>
        <Button variant="text" href={paths.admin.root.href()} sx={{ ml: -2 }}>
          {BACK_OFFICE_TEXT.backToDashboard}
        </Button>
      </Box>
      <PageHeading title={title} subtitle={subtitle} />
      {canEdit ? null : (
        <Alert severity="info" sx={{ mb: 3 }}>
          {readOnlyText ?? BACK_OFFICE_TEXT.readOnly(what)}
        </Alert>
      )}
    </>
  );
}
