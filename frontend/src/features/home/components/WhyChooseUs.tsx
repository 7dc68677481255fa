import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { whyChooseUs } from '../content';

export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-heading">
      <Typography id="why-heading" variant="h2" gutterBottom>
        Why Choose Us
      </Typography>
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
        }}
      >
        {whyChooseUs.map((point) => (
          <Box
            component="li"
            key={point.title}
            sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 3, p: 2 }}
          >
            <Typography variant="h6" component="h3">
              {point.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {point.text}
            </Typography>
          </Box>
        ))}
      </Box>
    </section>
  );
}
