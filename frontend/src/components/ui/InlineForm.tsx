import type { FormEvent, ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A small form under a section's facts (a note, a ready time, a code): its fields and button side by
 * side on a wide screen, one under the other on a phone.
 */
export function InlineForm({
  onSubmit,
  noValidate,
  sx,
  children,
}: {
  onSubmit: (event: FormEvent) => void | Promise<void>;
  noValidate?: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Stack
      component="form"
      onSubmit={(event: FormEvent) => void onSubmit(event)}
      noValidate={noValidate}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={[{ mt: 2 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Stack>
  );
}
