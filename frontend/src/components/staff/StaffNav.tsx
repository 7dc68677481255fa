import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { AdminSessionDto } from '../../api/staff';
import { sectionsFor } from './staffSections';
import { STAFF_TEXT } from './text';
import { useSignOut } from './useSignOut';

/**
 * The signed-in staff member's bar under the site header, on every staff page: the staff sections
 * they may open (the current one marked), who is signed in, and Sign out. On a phone, who is
 * signed in and Sign out come first, and the sections follow in two columns, all in view. On
 * desktops the sections keep one line beside Sign out (who is signed in shows from 1536 px).
 */
export function StaffNav({ session }: { session: AdminSessionDto }) {
  const { pathname } = useLocation();
  const { signOut, signingOut } = useSignOut();
  return (
    <Box sx={{ bgcolor: 'grey.100', borderBottom: 1, borderColor: 'divider' }}>
      <Container
        sx={{
          display: 'flex',
          flexWrap: { xs: 'wrap', md: 'nowrap' },
          alignItems: 'center',
          columnGap: 1,
          rowGap: 0.5,
          minHeight: 48,
          py: 0.5,
        }}
      >
        <Box
          component="nav"
          aria-label={STAFF_TEXT.nav}
          sx={{ order: { xs: 2, md: 1 }, flex: { xs: '1 1 100%', md: '1 1 auto' }, minWidth: 0 }}
        >
          <Box
            component="ul"
            sx={{
              display: { xs: 'grid', md: 'flex' },
              // Narrower desktops: the sections wrap under each other rather than run under Sign out.
              flexWrap: 'wrap',
              gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
              gap: 0.5,
              listStyle: 'none',
              m: 0,
              p: 0,
            }}
          >
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
                      width: { xs: '100%', md: 'auto' },
                      // Tighter than the theme's 20 px on desktops: every section fits one line at 1280 px.
                      paddingInline: { md: 1.25 },
                      justifyContent: { xs: 'flex-start', md: 'center' },
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
        <Box
          sx={{
            order: { xs: 1, md: 2 },
            flex: { xs: '1 1 100%', md: '0 0 auto' },
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'flex-end',
            gap: 1,
          }}
        >
          {/* Who is signed in: on phones and wide screens; at 1280 px the sections need the room. */}
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ whiteSpace: 'nowrap', display: { xs: 'block', md: 'none', xl: 'block' } }}
          >
            {STAFF_TEXT.signedInAs(session.username)}
          </Typography>
          <Button
            size="small"
            variant="outlined"
            onClick={() => void signOut()}
            disabled={signingOut}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {signingOut ? STAFF_TEXT.signingOut : STAFF_TEXT.signOut}
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
