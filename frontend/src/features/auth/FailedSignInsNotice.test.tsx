import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { FailedSignInsNotice } from './components/FailedSignInsNotice';

describe('FailedSignInsNotice', () => {
  it('tells how many sign-ins failed since the last one and when the last was, until dismissed', () => {
    render(<FailedSignInsNotice failed={{ count: 3, lastAt: '2026-03-03T16:12:00.000Z' }} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('3 failed sign-in attempts on your account since your last sign-in');
    expect(alert).toHaveTextContent('The last was on Mar 3, 2026, 10:12 AM.');
    expect(alert).toHaveTextContent('If this was not you, change your password and tell the shop owner.');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says one attempt in the singular, and nothing when there were none', () => {
    const { rerender } = render(<FailedSignInsNotice failed={{ count: 1, lastAt: null }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('1 failed sign-in attempt on your account');
    rerender(<FailedSignInsNotice failed={{ count: 0, lastAt: null }} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
