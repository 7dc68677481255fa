import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { useState } from 'react';
import { theme } from '../../../../app/theme';
import { passcodeProblem } from './passcode';
import { PatternGrid } from './PatternGrid';

function Drawing() {
  const [value, setValue] = useState('');
  return (
    <ThemeProvider theme={theme}>
      <PatternGrid value={value} onChange={setValue} />
      <output>{value}</output>
    </ThemeProvider>
  );
}

describe('the passcode card', () => {
  it('checks a passcode as the server does before it is sent', () => {
    expect(passcodeProblem('pin', '1234')).toBeNull();
    expect(passcodeProblem('pin', '123')).toMatch(/4 to 16 digits/);
    expect(passcodeProblem('pin', '12a4')).toMatch(/4 to 16 digits/);
    expect(passcodeProblem('password', '')).toMatch(/1 to 64/);
    expect(passcodeProblem('password', 'x'.repeat(65))).toMatch(/1 to 64/);
    expect(passcodeProblem('pattern', '147')).toMatch(/at least 4 dots/);
    expect(passcodeProblem('pattern', '14789')).toBeNull();
  });

  it('draws a pattern dot by dot on the 3 x 3 grid, each dot once, named by its place and order', async () => {
    const user = userEvent.setup();
    render(<Drawing />);
    expect(screen.getByRole('group', { name: 'Unlock pattern, 3 by 3 dots' })).toBeTruthy();
    for (const dot of [5, 1, 9, 1, 3])
      await user.click(screen.getByRole('button', { name: new RegExp(`^Dot ${dot},`) }));
    expect(screen.getByRole('status').textContent).toBe('5193');
    expect(
      screen
        .getByRole('button', { name: 'Dot 9, bottom right: 3rd in the pattern' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(screen.getByRole('button', { name: 'Dot 2, top middle' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });
});
