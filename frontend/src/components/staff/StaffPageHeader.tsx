import Alert from '@mui/material/Alert';
import { PageHeading } from '../ui/PageHeading';
import { BackToDashboard } from './BackToDashboard';
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
      <BackToDashboard />
      <PageHeading title={title} subtitle={subtitle} />
      {canEdit ? null : (
        <Alert severity="info" sx={{ mb: 3 }}>
          {readOnlyText ?? STAFF_TEXT.readOnly(what)}
        </Alert>
      )}
    </>
  );
}
