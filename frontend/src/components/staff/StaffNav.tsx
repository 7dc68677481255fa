import { useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { AdminSessionDto } from '../../api/staff';
import { LinkBehavior } from '../ui/LinkBehavior';
import { sectionsFor, type StaffSection } from './staffSections';
import { STAFF_TEXT } from './text';
import { useSignOut } from './useSignOut';

/** The section a path belongs to: its own, or the one whose pages it is under (/admin/workshop/…). */
function currentSection(sections: readonly StaffSection[], pathname: string): StaffSection | undefined {
  const exact = sections.find((s) => s.href === pathname);
  if (exact) return exact;
  return sections
    .filter((s) => s.href !== '/admin' && pathname.startsWith(`${s.href}/`))
    .sort((a, b) => b.href.length - a.href.length)[0];
}

/**
 * The signed-in staff member's bar under the site header, on every staff page: the staff sections
 * they may open (the current one marked), who is signed in, and Sign out. On a phone it is one row
 * (issue 32 item 10): a menu button naming the current section, which opens the sections as a
 * menu, and Sign out. On desktops the sections keep one line beside Sign out (who is signed in
 * shows from 1536 px).
 */
export function StaffNav({ session }: { session: AdminSessionDto }) {
  const { pathname } = useLocation();
  const { signOut, signingOut } = useSignOut();
  const sections = sectionsFor(session);
  const current = currentSection(sections, pathname);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  return (
    // Left off printed pages (the receipt's print stylesheet hides [data-no-print]).
    <Box sx={{ bgcolor: 'grey.100', borderBottom: 1, borderColor: 'divider' }} data-no-print="">
      <Container
        sx={{
          display: 'flex',
          flexWrap: 'nowrap',
          alignItems: 'center',
          columnGap: 1,
          minHeight: 48,
          py: 0.5,
        }}
      >
        <Box component="nav" aria-label={STAFF_TEXT.nav} sx={{ flex: '1 1 auto', minWidth: 0 }}>
          {/* Phones: one button that opens the sections. */}
          <Box sx={{ display: { xs: 'block', md: 'none' } }}>
            <Button
              id={buttonId}
              size="small"
              variant="outlined"
              startIcon={<MenuIcon />}
              aria-haspopup="true"
              aria-controls={anchor ? menuId : undefined}
              aria-expanded={anchor ? 'true' : undefined}
              aria-label={STAFF_TEXT.menu(current?.label)}
              onClick={(e) => setAnchor(e.currentTarget)}
              sx={{ whiteSpace: 'nowrap', maxWidth: '100%' }}
            >
              <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                {current?.label ?? STAFF_TEXT.menuLabel}
              </Box>
            </Button>
            <Menu
              id={menuId}
              anchorEl={anchor}
              open={anchor !== null}
              onClose={() => setAnchor(null)}
              // Inside the staff navigation landmark, where its links belong.
              disablePortal
              slotProps={{ list: { 'aria-labelledby': buttonId } }}
            >
              {sections.map((section) => (
                <MenuItem
                  key={section.href}
                  component={LinkBehavior}
                  href={section.href}
                  selected={section === current}
                  aria-current={section === current ? 'page' : undefined}
                  onClick={() => setAnchor(null)}
                  sx={{ minHeight: 44 }}
                >
                  {section.label}
                </MenuItem>
              ))}
            </Menu>
          </Box>
          {/* Desktops: the sections in a row. */}
          <Box
            component="ul"
            sx={{
              display: { xs: 'none', md: 'flex' },
              // Narrower desktops: the sections wrap under each other rather than run under Sign out.
              flexWrap: 'wrap',
              gap: 0.25,
              listStyle: 'none',
              m: 0,
              p: 0,
            }}
          >
            {sections.map((section) => {
              const here = pathname === section.href;
              return (
                <li key={section.href}>
                  <Button
                    href={section.href}
                    size="small"
                    aria-current={here ? 'page' : undefined}
                    sx={{
                      whiteSpace: 'nowrap',
                      // Tighter than the theme's 20 px: every section (twelve for an owner) fits one
                      // line at 1280 px. Sections not open in weight 500 (the open one stays 600 on
                      // its filled chip): at the theme's 600 the owner's twelve wrapped Staff
                      // Accounts to a second row (issue 41); 500 leaves 30 px (measured with DejaVu
                      // Sans, which has no medium face and draws it regular).
                      paddingInline: 0.75,
                      minWidth: 0,
                      fontWeight: here ? 600 : 500,
                      color: here ? 'primary.contrastText' : 'text.primary',
                      bgcolor: here ? 'primary.main' : 'transparent',
                      '&:hover': { bgcolor: here ? 'primary.dark' : 'action.hover' },
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
          sx={{ flex: '0 0 auto', display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1 }}
        >
          {/* Who is signed in: on narrow phones the row keeps to the menu and Sign out; at 1280 px the sections need the room. */}
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ whiteSpace: 'nowrap', display: { xs: 'none', sm: 'block', md: 'none', xl: 'block' } }}
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
