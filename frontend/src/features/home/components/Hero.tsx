import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import { paths } from '../../../config/paths';
import { shop } from '../../../config/shop';
import { Island } from '../../../components/island/Island';
import { HeroImage } from './HeroImage';
import { Highlights } from './Highlights';

export function Hero() {
  return (
    <Box component="section" aria-labelledby="hero-heading" sx={{ bgcolor: '#e6f0f7', py: { xs: 4, md: 8 } }}>
      <Container
        sx={{
          display: 'grid',
          gap: 4,
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: '1.1fr 1fr' },
        }}
      >
        <div>
          <Typography id="hero-heading" variant="h1" sx={{ fontSize: { xs: '2rem', md: '3rem' } }}>
            Your Device Deserves Another Chance
          </Typography>
          <Typography sx={{ mt: 2, fontSize: '1.1rem' }} color="text.secondary">
            Same-day repairs for phones, tablets, game consoles and laptops, with quality parts and a 90-day
            warranty on all products and repairs.
          </Typography>
          <Highlights />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
            <Button variant="contained" size="large" href={paths.bookAppointment.href()}>
              Book Appointment
            </Button>
            <Button variant="outlined" size="large" href={paths.repair.root.href()}>
              Repair Pricing
            </Button>
            <Button variant="outlined" size="large" href={paths.products.root.href()}>
              Browse Products
            </Button>
          </Stack>
          <Stack sx={{ mt: 3 }} spacing={0.5}>
            <Link
              href={shop.telHref}
              sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', minHeight: 44, fontWeight: 700 }}
            >
              <PhoneIcon aria-hidden="true" /> Call us: {shop.phone}
            </Link>
            <Link
              href={shop.mapsHref}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', minHeight: 44 }}
            >
              <PlaceIcon aria-hidden="true" /> {shop.address}
            </Link>
            <Typography variant="body2" color="text.secondary">
              We are right next to the local license office.
            </Typography>
          </Stack>
        </div>
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <Island name="heroImage">
            <HeroImage />
          </Island>
        </Box>
      </Container>
    </Box>
  );
}
