import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { STEPS, type Step as WizardStep } from '../wizardState';

const LABELS: Record<(typeof STEPS)[number], string> = {
  brand: 'Brand',
  model: 'Model',
  services: 'Services',
  time: 'Time',
  customer: 'Your details',
  confirmation: 'Confirm',
};

export function WizardProgress({ step }: { step: WizardStep }) {
  const active = step === 'confirmed' ? STEPS.length : STEPS.indexOf(step);
  return (
    <nav aria-label="Booking progress">
      <Typography variant="body2" color="text.secondary" sx={{ display: { sm: 'none' }, mb: 2 }}>
        Step {Math.min(active + 1, STEPS.length)} of {STEPS.length}:{' '}
        {LABELS[STEPS[Math.min(active, STEPS.length - 1)]]}
      </Typography>
      <Stepper activeStep={active} alternativeLabel sx={{ display: { xs: 'none', sm: 'flex' }, mb: 4 }}>
        {STEPS.map((s) => (
          <Step key={s}>
            <StepLabel>{LABELS[s]}</StepLabel>
          </Step>
        ))}
      </Stepper>
    </nav>
  );
}
