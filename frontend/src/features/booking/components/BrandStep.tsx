import Grid from '@mui/material/Grid';
import { BOOKING_BRANDS } from '../brands';
import { OptionCard } from './OptionCard';
import { StepHeading } from './StepHeading';

export function BrandStep({
  selected,
  onSelect,
}: {
  selected: string | null;
  onSelect: (brand: string) => void;
}) {
  return (
    <section aria-labelledby="booking-step">
      <StepHeading title="Choose your device brand" />
      <Grid container spacing={2}>
        {BOOKING_BRANDS.map((brand) => (
          <Grid key={brand.name} size={{ xs: 12, sm: 6, md: 3 }}>
            <OptionCard
              label={brand.name}
              comingSoon={brand.comingSoon}
              selected={selected === brand.name}
              onSelect={() => onSelect(brand.name)}
            />
          </Grid>
        ))}
      </Grid>
    </section>
  );
}
