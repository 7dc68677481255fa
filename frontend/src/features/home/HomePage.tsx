import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { useLocation } from 'react-router-dom';
import { Island } from '../../components/island/Island';
import { BackToTopButton } from '../../components/ui/BackToTopButton';
import { paths } from '../../config/paths';
import { useRouteMeta } from '../../lib/usePageMeta';
import { Hero } from './components/Hero';
import { RepairShortcuts } from './components/RepairShortcuts';
import { ShopServices } from './components/ShopServices';
import { WhyChooseUs } from './components/WhyChooseUs';

function routeOf(pathname: string) {
  if (pathname === paths.quote.href()) return paths.quote;
  if (pathname === paths.services.href()) return paths.services;
  return paths.home;
}

/** Home page, also served at /quote and /services (spec 2). */
export default function HomePage() {
  const { pathname } = useLocation();
  // The shop's structured data (written by the server) is the home page's.
  useRouteMeta(routeOf(pathname), { shopData: true });
  return (
    <>
      <Hero />
      <Container sx={{ py: { xs: 4, md: 6 } }}>
        <Stack spacing={6}>
          <RepairShortcuts />
          <WhyChooseUs />
          <ShopServices />
          <div>
            <Island name="backToTopButton" props={{ label: 'Back to Top' }}>
              <BackToTopButton label="Back to Top" />
            </Island>
          </div>
        </Stack>
      </Container>
    </>
  );
}
