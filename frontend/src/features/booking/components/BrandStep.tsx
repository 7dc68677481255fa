import Grid from '@mui/material/Grid';
import { BOOKING_BRANDS } from '../brands';
import { OptionCard, type WizardLink } from './OptionCard';
import { StepHeading } from './StepHeading';

export function BrandStep({
  selected,
  linkFor,
}: {
  selected: string | null;
  /** Where choosing a brand leads. */
  linkFor: (brand: string) => WizardLink;
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
              link={linkFor(brand.name)}
            />
          </Grid>
        ))}
      </Grid>
    </section>
  );
}
