import { OptionGrid } from './OptionGrid';
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
      <OptionGrid columns={4}>
        {brands.map((brand) => (
          <OptionCard
            key={brand.name}
            label={brand.name}
            comingSoon={!brand.bookable}
            selected={selected === brand.name}
            link={linkFor(brand.name)}
          />
        ))}
      </OptionGrid>
    </section>
  );
}
