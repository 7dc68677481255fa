import { OptionGrid } from './OptionGrid';
import type { CatalogueModelDto } from '../../../api';
import { OptionCard, type WizardLink } from './OptionCard';
import { StepHeading } from './StepHeading';

export interface ModelStepProps {
  brand: string;
  models: CatalogueModelDto[];
  selected: string | null;
  /** Where choosing a model leads. */
  linkFor: (modelId: string) => WizardLink;
}

export function ModelStep({ brand, models, selected, linkFor }: ModelStepProps) {
  return (
    <section>
      <StepHeading title={`Choose your ${brand} model`} />
      <OptionGrid columns={3}>
        {models.map((model) => (
          <OptionCard
            key={model.id}
            label={model.name}
            comingSoon={!model.bookable}
            selected={selected === model.id}
            link={linkFor(model.id)}
          />
        ))}
      </OptionGrid>
    </section>
  );
}
