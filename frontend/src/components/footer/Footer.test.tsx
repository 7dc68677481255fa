import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../../app/theme';
import Footer from './Footer';

function renderFooter() {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <Footer />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('Footer', () => {
  it('shows contact links from the shop config, hours and copyright', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: __SHOP__.phone })).toHaveAttribute('href', __SHOP__.telHref);
    expect(screen.getByRole('link', { name: __SHOP__.email })).toHaveAttribute(
      'href',
      `mailto:${__SHOP__.email}`,
    );
    expect(screen.getByRole('link', { name: __SHOP__.address }).getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
    );
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
