import { useEffect, useRef } from 'react';
import Typography from '@mui/material/Typography';

/** The heading of the current step; it takes the focus when the step changes (screen readers hear it). */
export function StepHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, [title]);
  return (
    <>
      <Typography
        ref={ref}
        tabIndex={-1}
        variant="h2"
        component="h2"
        sx={{ outline: 'none', mb: subtitle ? 1 : 3 }}
      >
        {title}
      </Typography>
      {subtitle ? (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {subtitle}
        </Typography>
      ) : null}
    </>
  );
}
