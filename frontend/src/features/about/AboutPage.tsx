import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ButtonRow } from '../../components/ui/ButtonRow';
import { PageContainer } from '../../components/ui/PageContainer';
import { PageHeading } from '../../components/ui/PageHeading';
import { paths } from '../../config/paths';
import { shop } from '../../config/shop';
import { faqEntries } from '../../components/footer/footerContent';
import { ShopLinks } from './ShopLinks';
import { faqPage } from '../../lib/seo/structuredData';
import { useRouteMeta } from '../../lib/usePageMeta';
import { PointCards } from '../../components/ui/PointCards';

const values = [
  { title: 'Honesty', text: 'Clear advice and fair prices. No shortcuts or secrets.' },
  { title: 'Precision', text: 'Careful, detailed work with quality parts on every repair.' },
  { title: 'Fast Service', text: 'Same-day repairs for most devices, walk-ins welcome.' },
  { title: 'Customer Care', text: 'A 90-day warranty on all products and repairs, and a team that listens.' },
] as const;

const offers = [
  'Smartphones',
  'Tablets',
  'Laptops',
  'Game consoles',
  'Accessories',
  'Wireless services',
] as const;

export default function AboutPage() {
  // The shop's structured data, and the FAQ's (the footer shows it on every page: marked up once, here).
  useRouteMeta(paths.about, { shopData: true, structuredData: [faqPage(faqEntries)] });
  return (
    <PageContainer>
      <PageHeading title="About Us" subtitle={shop.description} />
      <Typography sx={{ mb: 2 }}>
        We repair and sell smartphones, tablets, laptops and game consoles, stock accessories and offer
        wireless services: trade-ins, phone unlocking and multi-carrier bill pay. Same-day repairs, quality
        parts and a 90-day warranty on all products and repairs.
      </Typography>
      <Typography variant="h2" sx={{ mt: 4, mb: 2 }}>
        What We Offer
      </Typography>
      <Box component="ul" sx={{ pl: 3, m: 0 }}>
        {offers.map((offer) => (
          <li key={offer}>
            <Typography>{offer}</Typography>
          </li>
        ))}
      </Box>
      <Typography variant="h2" sx={{ mt: 4, mb: 2 }}>
        Our Values
      </Typography>
      <PointCards points={values} />
      <Typography variant="h2" sx={{ mt: 4, mb: 2 }}>
        Find Us
      </Typography>
      <Typography>
        {shop.address}. Call us at <Link href={shop.telHref}>{shop.phone}</Link> or write to{' '}
        <Link href={shop.mailtoHref}>{shop.email}</Link>.
      </Typography>
      {shop.reviewUrl && (
        <Typography sx={{ mt: 1 }}>
          Had a repair with us? Tell others how it went: every review helps.
        </Typography>
      )}
      <Box sx={{ mt: 1 }}>
        <ShopLinks />
      </Box>
      <ButtonRow>
        <Button variant="contained" href={paths.bookAppointment.href()}>
          Book Appointment
        </Button>
        <Button variant="outlined" href={paths.repair.root.href()}>
          View Repair Services
        </Button>
      </ButtonRow>
    </PageContainer>
  );
}
