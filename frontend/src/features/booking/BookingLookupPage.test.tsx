import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { MemoryRouter } from 'react-router-dom';
import { StoreProvider } from '../../app/StoreProvider';
import { makeStore } from '../../app/store';
import { theme } from '../../app/theme';
import BookingLookupPage from './BookingLookupPage';

function renderAt(url: string) {
  render(
    <StoreProvider store={makeStore()}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[url]}>
          <BookingLookupPage />
        </MemoryRouter>
      </ThemeProvider>
    </StoreProvider>,
  );
}

describe('BookingLookupPage', () => {
  it("fills in the reference from the e-mail's look-up link (/booking?reference=RB-...)", () => {
    renderAt('/booking?reference=RB-7K4Q9M');
    expect(screen.getByLabelText(/Booking reference/)).toHaveValue('RB-7K4Q9M');
  });

  it('starts empty without a reference', () => {
    renderAt('/booking');
    expect(screen.getByLabelText(/Booking reference/)).toHaveValue('');
  });
});
