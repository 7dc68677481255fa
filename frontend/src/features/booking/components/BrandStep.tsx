import Grid from '@mui/material/Grid';
import type { BookingBrandDto } from '../../../api';
import { OptionCard, type WizardLink } from './OptionCard';
import { StepHeading } from './StepHeading';

export function BrandStep({
  brands,
  selected,
  linkFor,
}: {
  /** The catalogue's booking brands; one not bookable shows Coming Soon and cannot be chosen. */
  brands: BookingBrandDto[];
  selected: string | null;
  /** Where choosing a brand leads. */
  linkFor: (brand: string) => WizardLink;
}) {
  return (
    <section aria-labelledby="booking-step">
      <StepHeading title="Choose your device brand" />
      <Grid container spacing={2}>
        {brands.map((brand) => (
          <Grid key={brand.name} size={{ xs: 12, sm: 6, md: 3 }}>
            <OptionCard
              label={brand.name}
              comingSoon={!brand.bookable}
              selected={selected === brand.name}
              link={linkFor(brand.name)}
            />
          </Grid>
        ))}
      </Grid>
    </section>
  );
}
