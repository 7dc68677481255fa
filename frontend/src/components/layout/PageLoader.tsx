import Box from '@mui/material/Box';
import { visuallyHidden } from '../ui/visuallyHidden';

/**
 * A light loading indicator (kept out of heavier MUI progress components for the entry chunk).
 * It holds the viewport's height so that the footer stays below the fold until the page arrives
 * (no layout shift when it does).
 */
export function PageLoader() {
  return (
    <Box
      role="status"
      sx={{ display: 'flex', justifyContent: 'center', alignItems: 'flex-start', py: 10, minHeight: '100vh' }}
    >
      <Box
        aria-hidden="true"
        sx={{
          width: 40,
          height: 40,
          borderRadius: '50%',
          border: 4,
          borderColor: 'primary.light',
          borderTopColor: 'primary.main',
          animation: 'page-loader-spin 0.8s linear infinite',
          '@keyframes page-loader-spin': { to: { transform: 'rotate(360deg)' } },
        }}
      />
      <Box component="span" sx={visuallyHidden}>
        Loading
      </Box>
    </Box>
  );
}
