import Grid from '@mui/material/Grid';
import type { CatalogueModelDto } from '../../../api';
import { OptionCard } from './OptionCard';
import { StepHeading } from './StepHeading';

export interface ModelStepProps {
  brand: string;
  models: CatalogueModelDto[];
  selected: string | null;
  onSelect: (modelId: string) => void;
}

export function ModelStep({ brand, models, selected, onSelect }: ModelStepProps) {
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
              onSelect={() => onSelect(model.id)}
            />
          </Grid>
        ))}
      </Grid>
    </section>
  );
}
