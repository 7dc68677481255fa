/**
 * The wizard's place lives in the URL (step and choices), so the browser's back button and a reload
 * keep it. Contact details are not put in the URL: they stay in session storage (contactStorage).
 */
export const STEPS = ['brand', 'model', 'services', 'time', 'customer', 'confirmation'] as const;
export type Step = (typeof STEPS)[number] | 'confirmed';

export interface WizardState {
  step: Step;
  brand: string | null;
  model: string | null;
  services: string[];
  /** ISO start of the chosen slot. */
  slot: string | null;
  /** Booking reference on the confirmed screen. */
  reference: string | null;
}

export function parseWizard(search: string): WizardState {
  const params = new URLSearchParams(search);
  const raw = params.get('step');
  const step: Step =
    raw === 'confirmed' || (STEPS as readonly string[]).includes(raw ?? '') ? (raw as Step) : 'brand';
  const services = (params.get('services') ?? '').split(',').filter(Boolean);
  return {
    step,
    brand: params.get('brand'),
    model: params.get('model'),
    services: [...new Set(services)],
    slot: params.get('slot'),
    reference: params.get('ref'),
  };
}

export function wizardSearch(state: Partial<WizardState> & { step: Step }): string {
  const params = new URLSearchParams();
  params.set('step', state.step);
  if (state.brand) params.set('brand', state.brand);
  if (state.model) params.set('model', state.model);
  if (state.services && state.services.length > 0) params.set('services', state.services.join(','));
  if (state.slot) params.set('slot', state.slot);
  if (state.reference) params.set('ref', state.reference);
  return `?${params.toString()}`;
}

/** The step before `step`, or null on the first one. */
export function previousStep(step: Step): Step | null {
  if (step === 'confirmed') return null;
  const index = STEPS.indexOf(step);
  return index > 0 ? STEPS[index - 1] : null;
}

/**
 * The furthest step the choices allow: a reload or a hand-edited URL never shows a step whose
 * earlier choices are missing.
 */
export function reachableStep(state: WizardState, hasContact: boolean): Step {
  if (state.step === 'confirmed') return state.reference ? 'confirmed' : 'brand';
  const needs: [Step, boolean][] = [
    ['model', Boolean(state.brand)],
    ['services', Boolean(state.model)],
    ['time', state.services.length > 0],
    ['customer', Boolean(state.slot)],
    ['confirmation', hasContact],
  ];
  let allowed: Step = 'brand';
  for (const [step, ok] of needs) {
    if (!ok) break;
    allowed = step;
  }
  return STEPS.indexOf(state.step as (typeof STEPS)[number]) <=
    STEPS.indexOf(allowed as (typeof STEPS)[number])
    ? state.step
    : allowed;
}
