import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';

export interface PageHeadingProps {
  title: string;
  subtitle?: ReactNode;
}

export function PageHeading({ title, subtitle }: PageHeadingProps) {
  return (
    <header style={{ marginBottom: 24 }}>
      <Typography variant="h1" component="h1" gutterBottom>
        {title}
      </Typography>
      {subtitle ? (
        <Typography variant="body1" color="text.secondary">
          {subtitle}
        </Typography>
      ) : null}
    </header>
  );
}
