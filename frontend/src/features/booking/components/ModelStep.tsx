import Grid from '@mui/material/Grid';
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
      <Grid container spacing={2}>
        {models.map((model) => (
          <Grid key={model.id} size={{ xs: 12, sm: 6, md: 4 }}>
            <OptionCard
              label={model.name}
              comingSoon={!model.bookable}
              selected={selected === model.id}
              link={linkFor(model.id)}
            />
          </Grid>
        ))}
      </Grid>
    </section>
  );
}
