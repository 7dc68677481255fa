import Link from '@mui/material/Link';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      component="a"
      sx={{
        position: 'absolute',
        left: 8,
        top: -100,
        zIndex: 2000,
        bgcolor: 'background.paper',
        p: 1.5,
        borderRadius: 1,
        '&:focus': { top: 8 },
      }}
    >
      Skip to main content
    </Link>
  );
}
