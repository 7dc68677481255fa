import Alert from '@mui/material/Alert';
import { PageHeading } from '../ui/PageHeading';
import { BackToDashboard, type BackTarget } from './BackToDashboard';
import { STAFF_TEXT } from './text';

/** The words of a staff page's header, as each page's text declares them. */
export interface StaffPageText {
  title: string;
  subtitle: string;
  /** The intro in one line, for a phone (PageHeading). */
  shortSubtitle?: string;
  /** The read-only notice for viewers; without it, one built from `what`. */
  readOnly?: string;
  /** Plural noun for the built notice, e.g. "device models" (default: the title in lower case). */
  what?: string;
}

/** The header of a staff page: title, a way back to the dashboard, and the read-only notice for viewers. */
export function StaffPageHeader({
  text,
  canEdit,
  back,
}: {
  text: StaffPageText;
  canEdit: boolean;
  /** A sub-page's way back (default: the dashboard). */
  back?: BackTarget;
}) {
  return (
    <>
      <BackToDashboard back={back} />
      <PageHeading title={text.title} subtitle={text.subtitle} shortSubtitle={text.shortSubtitle} />
      {canEdit ? null : (
        <Alert severity="info" sx={{ mb: 3 }}>
          {text.readOnly ?? STAFF_TEXT.readOnly(text.what ?? text.title.toLowerCase())}
        </Alert>
      )}
    </>
  );
}
