import { styled } from '@mui/material/styles';
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

const FAST = '150ms cubic-bezier(0.4, 0, 0.2, 1)';

/**
 * MUI's Stepper with `alternativeLabel` (numbered circles on a line, labels below, a check for a
 * step done), drawn with the same markup and styles without its code (Stepper, Step, StepLabel,
 * StepIcon, StepConnector and their contexts: about 2 KB on the wire that the wizard's first step,
 * where a phone lands, carries; issue 38). Shown from the `sm` width up.
 */
const Trail = styled('ol')(({ theme }) => {
  const { palette, typography } = theme;
  return {
    display: 'none',
    listStyle: 'none',
    margin: '0 0 32px',
    padding: 0,
    flexDirection: 'row',
    alignItems: 'flex-start',
    [theme.breakpoints.up('sm')]: { display: 'flex' },
    '& > li': { flex: '1 1 0%', position: 'relative' },
    '& .connector': {
      flex: '1 1 auto',
      position: 'absolute',
      top: 12,
      left: 'calc(-50% + 20px)',
      right: 'calc(50% + 20px)',
      '& > span': {
        display: 'block',
        borderColor: '#bdbdbd',
        borderTopStyle: 'solid',
        borderTopWidth: 1,
      },
    },
    '& .step': { display: 'flex', alignItems: 'center', flexDirection: 'column' },
    '& .step.disabled': { cursor: 'default' },
    '& .icon': { flexShrink: 0, display: 'flex' },
    '& svg': {
      userSelect: 'none',
      width: '1em',
      height: '1em',
      flexShrink: 0,
      fill: 'currentColor',
      fontSize: '1.5rem',
      display: 'block',
      transition: `color ${FAST}`,
      color: palette.text.disabled,
    },
    '& .done svg, & .active svg': { color: palette.primary.main },
    '& text': { fill: palette.primary.contrastText, fontSize: '0.75rem', fontFamily: typography.fontFamily },
    '& .labels': { width: '100%', color: palette.text.secondary, textAlign: 'center' },
    '& .label': {
      ...typography.body2,
      display: 'block',
      transition: `color ${FAST}`,
      marginTop: 16,
    },
    '& .done .label, & .active .label': { color: palette.text.primary, fontWeight: 500 },
  };
});

/** A step done: MUI's StepIcon check in a circle. */
const CHECK = 'M12 0a12 12 0 1 0 0 24 12 12 0 0 0 0-24zm-2 17l-5-5 1.4-1.4 3.6 3.6 7.6-7.6L19 8l-9 9z';

export function WizardProgress({ step }: { step: WizardStep }) {
  const active = step === 'confirmed' ? STEPS.length : STEPS.indexOf(step);
  return (
    <nav aria-label="Booking progress">
      <Typography variant="body2" color="text.secondary" sx={{ display: { sm: 'none' }, mb: 2 }}>
        Step {Math.min(active + 1, STEPS.length)} of {STEPS.length}:{' '}
        {LABELS[STEPS[Math.min(active, STEPS.length - 1)]]}
      </Typography>
      <Trail>
        {STEPS.map((s, i) => {
          const state = i < active ? 'done' : i === active ? 'active' : 'disabled';
          return (
            <li key={s} className={state}>
              {i > 0 ? (
                <div className="connector">
                  <span />
                </div>
              ) : null}
              <span className={`step ${state}`}>
                <span className="icon">
                  <svg focusable="false" aria-hidden="true" viewBox="0 0 24 24">
                    {state === 'done' ? (
                      <path d={CHECK} />
                    ) : (
                      <>
                        <circle cx="12" cy="12" r="12" />
                        <text x="12" y="12" textAnchor="middle" dominantBaseline="central">
                          {i + 1}
                        </text>
                      </>
                    )}
                  </svg>
                </span>
                <span className="labels">
                  <span className="label">{LABELS[s]}</span>
                </span>
              </span>
            </li>
          );
        })}
      </Trail>
    </nav>
  );
}
