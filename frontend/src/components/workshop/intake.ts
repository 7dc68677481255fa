import type { IntakeCheck, IntakeChecklistDto, IntakeDto } from '../../api/staff';

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
