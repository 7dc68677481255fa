import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../../app/theme';
import Footer from './Footer';
import { shopYear } from './useCopyrightYear';

const footer = (
  <ThemeProvider theme={theme}>
    <MemoryRouter>
      <Footer />
    </MemoryRouter>
  </ThemeProvider>
);

function renderFooter() {
  return render(footer);
}

describe('Footer', () => {
  it('shows contact links from the shop config, hours and copyright', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: __SHOP__.phone })).toHaveAttribute('href', __SHOP__.telHref);
    expect(screen.getByRole('link', { name: __SHOP__.email })).toHaveAttribute(
      'href',
      `mailto:${__SHOP__.email}`,
    );
    // The address opens the shop's map listing (SHOP_MAP_URL; a maps search without one).
    expect(__SHOP__.mapUrl).toMatch(/^https:/);
    expect(screen.getByRole('link', { name: __SHOP__.address })).toHaveAttribute('href', __SHOP__.mapUrl);
    expect(screen.getByRole('link', { name: 'Write a review' })).toHaveAttribute('href', __SHOP__.reviewUrl);
    expect(screen.getByText('Sunday')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`© \\d{4} ${__SHOP__.name}`))).toBeInTheDocument();
  });

  it('expands And More to the extra repair solutions', async () => {
    const user = userEvent.setup();
    renderFooter();
    expect(screen.queryByText('General Soldering')).not.toBeVisible();
    const more = screen.getByRole('button', { name: 'And More' });
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    for (const item of ['General Soldering', 'Drones', 'Watches', 'Controllers', 'Cameras', 'VRs']) {
      expect(screen.getByText(item)).toBeVisible();
    }
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  it('groups the FAQ and keeps one answer open at a time', async () => {
    const user = userEvent.setup();
    renderFooter();
    for (const group of ['General', 'Repairs', 'Services & Payments', 'Extras']) {
      expect(screen.getByRole('heading', { name: group })).toBeInTheDocument();
    }
    const first = screen.getByRole('button', { name: 'Do I need an appointment?' });
    const second = screen.getByRole('button', { name: 'Is there a warranty?' });
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('the copyright year', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is the year at the shop (its time zone's), wherever the visitor or the server is", () => {
    expect(__SHOP__.timeZone).toBe('America/Chicago');
    // 05:30 UTC on New Year's Day is still the last evening of the old year in Chicago.
    expect(shopYear(new Date('2027-01-01T05:30:00Z'))).toBe(2026);
    expect(shopYear(new Date('2027-01-01T06:30:00Z'))).toBe(2027);
  });

  it('hydrates a page rendered last year without a mismatch, then shows this year', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Prerendered (or server-rendered) on New Year's Eve...
    vi.setSystemTime(new Date('2026-12-31T12:00:00-06:00'));
    const container = document.createElement('div');
    container.innerHTML = renderToString(footer);
    document.body.append(container);
    expect(container.querySelector('footer')).toHaveAttribute('data-year', '2026');
    expect(container).toHaveTextContent(`© 2026 ${__SHOP__.name}`);
    const painted = container.querySelector('footer');

    // ...and hydrated in the new year: React keeps the painted page and updates the year.
    vi.setSystemTime(new Date('2027-01-01T12:00:00-06:00'));
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, footer, {
        onRecoverableError: (error) => void errors.push(error),
      }),
    );
    expect(errors).toEqual([]);
    expect(container.querySelector('footer')).toBe(painted);
    expect(container).toHaveTextContent(`© 2027 ${__SHOP__.name}`);
    expect(painted).toHaveAttribute('data-year', '2027');
    act(() => root.unmount());
    container.remove();
  });
});
