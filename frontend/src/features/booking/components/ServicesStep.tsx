import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CatalogueModelDto, CatalogueServiceDto, PublicPricingDto } from '../../../api';
import { formatServicePrice } from '../../../lib/money';
import { servicePrice } from '../../../lib/servicePrice';
import { estimate } from '../estimate';
import { EstimateSummary } from './EstimateSummary';
import { StepHeading } from './StepHeading';

export interface ServicesStepProps {
  model: CatalogueModelDto;
  services: CatalogueServiceDto[];
  pricing: PublicPricingDto | undefined;
  selected: string[];
  onChange: (serviceIds: string[]) => void;
  /** Called with the services ticked here (the URL may not have caught up yet). */
  onContinue: (serviceIds: string[]) => void;
}

export function ServicesStep({
  model,
  services,
  pricing,
  selected: fromUrl,
  onChange,
  onContinue,
}: ServicesStepProps) {
  // Held here so a tick shows at once; mirrored into the URL (which follows asynchronously).
  const [selected, setSelected] = useState(fromUrl);
  const urlKey = fromUrl.join(',');
  // When the URL changes from outside (back, reload), follow it: adjusted during render, not in an effect.
  const [syncedKey, setSyncedKey] = useState(urlKey);
  if (urlKey !== syncedKey) {
    setSyncedKey(urlKey);
    setSelected(urlKey ? urlKey.split(',') : []);
  }
  const toggle = (id: string) => {
    const next = selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id];
    setSelected(next);
    onChange(next);
  };
  const total = estimate(selected, services, model, pricing);
  return (
    <section>
      <StepHeading
        title={`What needs fixing on your ${model.name}?`}
        subtitle="Select one or more services."
      />
      <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
        <legend
          className="visually-hidden"
          style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
        >
          Repair services
        </legend>
        <FormGroup>
          {services.map((service) => {
            const price = servicePrice(service, model, pricing);
            return (
              <Paper key={service.id} variant="outlined" sx={{ px: 2, py: 0.5, mb: 1 }}>
                <FormControlLabel
                  sx={{ width: '100%', m: 0 }}
                  disabled={!price.available}
                  control={
                    <Checkbox checked={selected.includes(service.id)} onChange={() => toggle(service.id)} />
                  }
                  label={
                    <Stack
                      direction="row"
                      spacing={2}
                      sx={{ width: '100%', justifyContent: 'space-between' }}
                    >
                      <span>{service.name}</span>
                      <Typography
                        component="span"
                        color="text.secondary"
                        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
                      >
                        {price.available ? formatServicePrice(price.price) : 'Not available'}
                      </Typography>
                    </Stack>
                  }
                  slotProps={{ typography: { sx: { width: '100%' } } }}
                />
              </Paper>
            );
          })}
        </FormGroup>
      </fieldset>
      {selected.length > 0 ? (
        <Stack
          spacing={2}
          data-testid="services-continue-bar"
          sx={{
            mt: 3,
            py: 1.5,
            position: 'sticky',
            bottom: 0,
            zIndex: 1,
            bgcolor: 'background.default',
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <EstimateSummary price={total.price} minutes={total.minutes} />
          <div>
            <Button variant="contained" size="large" onClick={() => onContinue(selected)}>
              Continue to Schedule
            </Button>
          </div>
        </Stack>
      ) : null}
    </section>
  );
}
