import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../../app/theme';
import { SigningForm, type ShownDocument } from './SigningForm';

const INTAKE: ShownDocument = {
  kind: 'intake',
  title: 'Intake of repair RO-ABC123',
  sections: [
    { title: 'Device', lines: ['Apple iPhone 15 Pro', 'Serial / IMEI: not recorded'] },
    { title: 'Condition recorded', lines: ['Screen: Damaged'] },
  ],
  termsVersion: 3,
  termsText: '1. Diagnosis and estimate.',
  dataChoices: [
    { value: 'no_access', label: 'Do not access my data' },
    { value: 'may_unlock', label: 'You may unlock the device to test the repair' },
  ],
  hash: 'a'.repeat(64),
};

const renderForm = (document: ShownDocument, onSign = vi.fn()) => {
  render(
    <ThemeProvider theme={theme}>
      <SigningForm document={document} onSign={onSign} busy={false} />
    </ThemeProvider>,
  );
  return onSign;
};

describe('SigningForm', () => {
  it('shows what the server hashed: the sections, the terms with their version, the two data choices in the spec’s words', () => {
    renderForm(INTAKE);
    expect(screen.getByRole('heading', { name: 'Intake of repair RO-ABC123' })).toBeTruthy();
    expect(screen.getByText('Screen: Damaged')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Repair terms (version 3)' }).textContent).toBe(
      '1. Diagnosis and estimate.',
    );
    const radios = screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent);
    expect(radios).toEqual(['Do not access my data', 'You may unlock the device to test the repair']);
    expect(screen.getByRole('group', { name: 'Your signature' })).toBeTruthy();
    expect(screen.getByText(/Draw your signature in the box/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeTruthy();
  });

  it('says what is missing and sends nothing until the choice, the name and the signature are there', async () => {
    const onSign = renderForm(INTAKE);
    await userEvent.click(screen.getByRole('button', { name: 'Sign' }));
    expect(screen.getByText('Choose one of the two options')).toBeTruthy();
    expect(screen.getByText('Type your full name')).toBeTruthy();
    expect(screen.getByText('Sign in the box (or use your typed name)')).toBeTruthy();
    expect(onSign).not.toHaveBeenCalled();
  });

  it('asks no data choice at hand-over', () => {
    renderForm({ ...INTAKE, kind: 'handover', title: 'Hand-over of repair RO-ABC123', dataChoices: [] });
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
  });
});
