import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { paths } from '../../config/paths';
import { shop } from '../../config/shop';

export function Logo() {
  return (
    <Link
      href={paths.home.href()}
      underline="none"
      color="inherit"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minHeight: 44, flexShrink: 0 }}
    >
      <img src="/images/logo.svg" alt="" width={36} height={36} />
      <Box component="span" sx={{ fontWeight: 800, fontSize: { xs: '1rem', sm: '1.15rem' } }}>
        {shop.name}
      </Box>
    </Link>
  );
}
