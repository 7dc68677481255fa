import { lazy, Suspense, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { mainNav } from '../../config/navigation';
import { CurrentPathContext } from './currentPath';
import { Logo } from './Logo';
import { NavLink } from './NavLink';
import { RepairMegaMenu } from './RepairMegaMenu';

const loadDrawer = () => import('./MobileDrawer');
/** The drawer's chunk loads on first use (or intent), not with the entry. */
const MobileDrawer = lazy(loadDrawer);

/**
 * The site's header; `path` is the page's, whose section its links mark. An island of the content
 * pages (components/island): it works without the router.
 */
export function Header({ path }: { path: string }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const openDrawer = () => {
    setDrawerUsed(true);
    setDrawerOpen(true);
  };
  return (
    <CurrentPathContext value={path}>
      <AppBar position="sticky" color="primary" elevation={0} component="header">
        <Container>
          <Toolbar disableGutters sx={{ gap: 1, minHeight: 64 }}>
            <Logo />
            <Box sx={{ flexGrow: 1 }} />
            <Box
              component="nav"
              aria-label="Main"
              sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5 }}
            >
              <NavLink {...mainNav.home} />
              <NavLink {...mainNav.products} />
              <RepairMegaMenu />
              <NavLink {...mainNav.about} />
              <Button href={mainNav.quote.href} variant="contained" color="secondary" sx={{ ml: 1 }}>
                {mainNav.quote.label}
              </Button>
            </Box>
            <IconButton
              color="inherit"
              aria-label="Open menu"
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              onClick={openDrawer}
              onPointerEnter={() => void loadDrawer()}
              onFocus={() => void loadDrawer()}
              sx={{ display: { xs: 'inline-flex', md: 'none' } }}
            >
              <MenuIcon />
            </IconButton>
          </Toolbar>
        </Container>
        {drawerUsed ? (
          <Suspense fallback={null}>
            <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
          </Suspense>
        ) : null}
      </AppBar>
    </CurrentPathContext>
  );
}
