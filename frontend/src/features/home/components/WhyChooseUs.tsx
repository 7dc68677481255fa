import Typography from '@mui/material/Typography';
import { PointCards } from '../../../components/ui/PointCards';
import { whyChooseUs } from '../content';

export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-heading">
      <Typography id="why-heading" variant="h2" gutterBottom>
        Why Choose Us
      </Typography>
      <PointCards points={whyChooseUs} ordered />
    </section>
  );
}
