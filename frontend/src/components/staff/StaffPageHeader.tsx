import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PageHeading } from '../ui/PageHeading';
import { paths } from '../../config/paths';
import { STAFF_TEXT } from './text';

export interface StaffPageHeaderProps {
  title: string;
  subtitle: string;
  /** Plural noun for the read-only notice, e.g. "device models". */
  what: string;
  canEdit: boolean;
  /** Replaces the read-only notice built from `what`. */
  readOnlyText?: string;
}

/** The header of a staff page: title, a way back to the dashboard, and the read-only notice for viewers. */
export function StaffPageHeader({ title, subtitle, what, canEdit, readOnlyText }: StaffPageHeaderProps) {
  return (
    <>
      <Box sx={{ mb: 1 }}>
        <Button variant="text" href={paths.admin.root.href()} sx={{ ml: -2 }}>
          {STAFF_TEXT.backToDashboard}
        </Button>
      </Box>
      <PageHeading title={title} subtitle={subtitle} />
      {canEdit ? null : (
        <Alert severity="info" sx={{ mb: 3 }}>
          {readOnlyText ?? STAFF_TEXT.readOnly(what)}
        </Alert>
      )}
    </>
  );
}
