import type { IntakeCheck, IntakeChecklistDto, IntakeDto } from '../../api/staff';
import { formatCents } from '../../lib/money';

/** The intake checklist's parts (workshop spec 1), in the order of the form and the slip. */
export const INTAKE_PARTS: readonly { key: keyof IntakeChecklistDto; label: string }[] = [
  { key: 'screen', label: 'Screen' },
  { key: 'back', label: 'Back' },
  { key: 'buttons', label: 'Buttons' },
  { key: 'cameras', label: 'Cameras' },
  { key: 'charging', label: 'Charging' },
  { key: 'powersOn', label: 'Powers on' },
];

export const INTAKE_CHECK_LABEL: Record<IntakeCheck, string> = {
  ok: 'OK',
  damaged: 'Damaged',
  not_checked: 'Not checked',
};

/** A fresh intake: nothing checked yet, nothing left with the device. */
export const EMPTY_INTAKE: IntakeDto = {
  checklist: {
    screen: 'not_checked',
    back: 'not_checked',
    buttons: 'not_checked',
    cameras: 'not_checked',
    charging: 'not_checked',
    powersOn: 'not_checked',
  },
  conditionNotes: '',
  accessories: [],
  agreedToEstimate: false,
};

/** Accessories offered as ticks; anything else is typed. */
export const COMMON_ACCESSORIES = ['Case', 'Charger', 'Cable', 'SIM card', 'Memory card', 'Stylus'] as const;

/** The intake as sent: trimmed text, no empty serial. */
export function intakeToSend({ serial, ...intake }: IntakeDto): IntakeDto {
  const trimmed = serial?.trim();
  return {
    ...intake,
    conditionNotes: intake.conditionNotes.trim(),
    accessories: [...new Set(intake.accessories.map((a) => a.trim()).filter(Boolean))],
    ...(trimmed ? { serial: trimmed } : {}),
  };
}

/** The agreement's tick at check-in, naming the amount the customer agrees to when it is known. */
export function agreementLabel(estimateCents?: number): string {
  return estimateCents === undefined
    ? 'The customer agrees to the estimate'
    : `The customer agrees to the estimate of ${formatCents(estimateCents)}`;
}

/** The slip's and the order page's line about the estimate: the amount and whether it was agreed. */
export function estimateAnswer(intake: { agreedToEstimate: boolean; estimateCents: number | null }): string {
  const agreed = intake.agreedToEstimate ? 'agreed' : 'not agreed yet';
  return intake.estimateCents === null
    ? `Amount not recorded, ${agreed}`
    : `${formatCents(intake.estimateCents)}, ${agreed}`;
}
