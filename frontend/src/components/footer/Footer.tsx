import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { shop } from '../../config/shop';
import { BusinessHours } from './BusinessHours';
import { ContactInfo } from './ContactInfo';
import { FaqAccordion } from './FaqAccordion';
import { RepairSolutionsList } from './RepairSolutionsList';
import { useCopyrightYear } from './useCopyrightYear';

export default function Footer() {
  const year = useCopyrightYear();
  return (
    <Box component="footer" data-year={year} sx={{ bgcolor: '#0d1b26', color: '#f1f5f9', mt: 8, py: 6 }}>
      <Container>
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1.2fr 1fr 1fr minmax(max-content, 1fr)' },
          }}
        >
          <div>
            <Typography variant="h6" component="h2" gutterBottom>
              {shop.name}
            </Typography>
            <Typography variant="body2">{shop.description}</Typography>
          </div>
          <ContactInfo />
          <RepairSolutionsList />
          <BusinessHours />
        </Box>
        <Box sx={{ mt: 4, maxWidth: 760 }}>
          <FaqAccordion />
        </Box>
        <Divider sx={{ my: 3, borderColor: 'rgba(255,255,255,0.2)' }} />
        <Typography variant="body2">
          © {year} {shop.name}. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
