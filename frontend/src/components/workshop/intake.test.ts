import { describe, expect, it } from 'vitest';
import { EMPTY_INTAKE, intakeToSend } from './intake';

describe('intakeToSend', () => {
  it('trims the text, drops empty and repeated accessories, and leaves out an empty serial', () => {
    const sent = intakeToSend({
      ...EMPTY_INTAKE,
      conditionNotes: '  cracked  ',
      accessories: ['Case', ' charger ', '', 'Case', ' '],
      serial: '   ',
    });
    expect(sent).toEqual({ ...EMPTY_INTAKE, conditionNotes: 'cracked', accessories: ['Case', 'charger'] });
    expect('serial' in sent).toBe(false);
  });

  it('keeps a serial or IMEI, trimmed', () => {
    expect(intakeToSend({ ...EMPTY_INTAKE, serial: ' 356789012345678 ' }).serial).toBe('356789012345678');
  });
});
