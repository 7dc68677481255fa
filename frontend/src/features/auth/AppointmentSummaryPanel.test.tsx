import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AppointmentSummaryPanel } from './components/AppointmentSummaryPanel';

describe('AppointmentSummaryPanel', () => {
  it('shows the next appointment, and not the count of today (the Today’s work tile says it)', () => {
    render(<AppointmentSummaryPanel next="Today at 10:30 AM · Jane Doe · Apple iPhone 15 Pro" />);
    const panel = screen.getByRole('region', { name: 'Today at the shop' });
    expect(panel).not.toHaveTextContent('Appointments today');
    expect(panel).toHaveTextContent('Next appointmentToday at 10:30 AM · Jane Doe · Apple iPhone 15 Pro');
  });

  it('says when nothing is coming up', () => {
    render(<AppointmentSummaryPanel next={null} />);
    expect(screen.getByText('No upcoming appointments')).toBeInTheDocument();
  });

  it('shows a spinner while loading and a note when the summary failed', () => {
    const { rerender } = render(<AppointmentSummaryPanel />);
    expect(screen.getByRole('progressbar', { name: 'Loading the appointment summary' })).toBeInTheDocument();
    rerender(<AppointmentSummaryPanel failed />);
    expect(screen.getByText('Unable to load the appointment summary')).toBeInTheDocument();
  });
});
