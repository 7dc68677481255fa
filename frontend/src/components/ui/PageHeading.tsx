import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';

export interface PageHeadingProps {
  title: string;
  subtitle?: ReactNode;
  /**
   * The intro in one line, for a phone (below the small breakpoint), where the whole `subtitle`
   * would push the page's content off the first screen; from the small breakpoint up, `subtitle`.
   */
  shortSubtitle?: ReactNode;
}

export function PageHeading({ title, subtitle, shortSubtitle }: PageHeadingProps) {
  return (
    <header style={{ marginBottom: 24 }}>
      <Typography variant="h1" component="h1" gutterBottom>
        {title}
      </Typography>
      {subtitle ? (
        <Typography
          variant="body1"
          color="text.secondary"
          sx={shortSubtitle ? { display: { xs: 'none', sm: 'block' } } : undefined}
        >
          {subtitle}
        </Typography>
      ) : null}
      {subtitle && shortSubtitle ? (
        <Typography variant="body1" color="text.secondary" sx={{ display: { sm: 'none' } }}>
          {shortSubtitle}
        </Typography>
      ) : null}
    </header>
  );
}
