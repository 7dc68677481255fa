import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { useLocation } from 'react-router-dom';
import { BackToTopButton } from '../../components/ui/BackToTopButton';
import { paths } from '../../config/paths';
import { shop } from '../../config/shop';
import { usePageMeta } from '../../lib/usePageMeta';
import { Hero } from './components/Hero';
import { RepairShortcuts } from './components/RepairShortcuts';
import { ShopServices } from './components/ShopServices';
import { WhyChooseUs } from './components/WhyChooseUs';

const DESCRIPTION =
  'Same-day phone, tablet, game console and laptop repairs with quality parts and a 90-day warranty on all products and repairs.';

function titleFor(pathname: string): string {
  if (pathname === paths.quote.href()) return paths.quote.title;
  if (pathname === paths.services.href()) return paths.services.title;
  return paths.home.title;
}

/** Home page, also served at /quote and /services (spec 2). */
export default function HomePage() {
  const { pathname } = useLocation();
  usePageMeta(titleFor(pathname), `${shop.name}: ${DESCRIPTION}`);
  return (
    <>
      <Hero />
      <Container sx={{ py: { xs: 4, md: 6 } }}>
        <Stack spacing={6}>
          <RepairShortcuts />
          <WhyChooseUs />
          <ShopServices />
          <div>
            <BackToTopButton label="Back to Top" />
          </div>
        </Stack>
      </Container>
    </>
  );
}
