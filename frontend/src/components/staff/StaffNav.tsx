import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { AdminSessionDto } from '../../api';
import { sectionsFor } from './staffSections';
import { STAFF_TEXT } from './text';
import { useSignOut } from './useSignOut';

/**
 * The signed-in staff member's bar under the site header, on every staff page: the staff sections
 * they may open (the current one marked), who is signed in, and Sign out. On a phone the sections
 * scroll sideways and Sign out stays in view.
 */
export function StaffNav({ session }: { session: AdminSessionDto }) {
  const { pathname } = useLocation();
  const { signOut, signingOut } = useSignOut();
  return (
    <Box sx={{ bgcolor: 'grey.100', borderBottom: 1, borderColor: 'divider' }}>
      <Container sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 48 }}>
        <Box
          component="nav"
          aria-label={STAFF_TEXT.nav}
          sx={{ flex: 1, minWidth: 0, overflowX: 'auto', scrollbarWidth: 'thin' }}
        >
          <Box component="ul" sx={{ display: 'flex', gap: 0.5, listStyle: 'none', m: 0, p: 0, py: 0.5 }}>
            {sectionsFor(session).map((section) => {
              const current = pathname === section.href;
              return (
                <li key={section.href}>
                  <Button
                    href={section.href}
                    size="small"
                    aria-current={current ? 'page' : undefined}
                    sx={{
                      whiteSpace: 'nowrap',
                      color: current ? 'primary.contrastText' : 'text.primary',
                      bgcolor: current ? 'primary.main' : 'transparent',
                      '&:hover': { bgcolor: current ? 'primary.dark' : 'action.hover' },
                    }}
                  >
                    {section.label}
                  </Button>
                </li>
              );
            })}
          </Box>
        </Box>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: { xs: 'none', md: 'block' }, whiteSpace: 'nowrap' }}
        >
          {STAFF_TEXT.signedInAs(session.username)}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          onClick={() => void signOut()}
          disabled={signingOut}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          {signingOut ? STAFF_TEXT.signingOut : STAFF_TEXT.signOut}
        </Button>
      </Container>
    </Box>
  );
}
