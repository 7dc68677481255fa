import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../../app/theme';
import type { DeviceModelListDto } from '../../api/staff';
import { CatalogueDialog } from './components/CatalogueDialog';
import { deviceModels } from './deviceModels';
import { serviceTypes } from './serviceTypes';

const LIST = {
  items: [],
  categories: ['iphone', 'android'],
  subcategories: ['apple', 'google'],
} as DeviceModelListDto;

function renderDialog(serverErrors: Record<string, string> = {}) {
  const onSubmit = vi.fn();
  render(
    <ThemeProvider theme={theme}>
      <CatalogueDialog
        resource={deviceModels}
        list={LIST}
        saving={false}
        serverErrors={serverErrors}
        onSubmit={onSubmit}
        onClose={() => {}}
      />
    </ThemeProvider>,
  );
  return { onSubmit, dialog: screen.getByRole('dialog', { name: 'Add a device model' }) };
}

describe('CatalogueDialog with the device model declaration', () => {
  it('refuses to send an empty name, brand or a bad price, naming each field', async () => {
    const user = userEvent.setup();
    const { onSubmit, dialog } = renderDialog();
    await user.type(within(dialog).getByLabelText(/Base price/), '1.234');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Brand is required')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Enter a price from 0 to 10000 with at most 2 decimals'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends trimmed values in dollars, with no subcategory as null and no image or id when left empty', async () => {
    const user = userEvent.setup();
    const { onSubmit, dialog } = renderDialog();
    await user.type(within(dialog).getByLabelText(/^Name/), '  Pixel 10  ');
    await user.type(within(dialog).getByLabelText(/^Brand/), 'Google');
    await user.type(within(dialog).getByLabelText(/Base price/), '149.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Pixel 10',
      category: 'iphone',
      subcategory: null,
      brand: 'Google',
      basePrice: 149.5,
      bookable: true,
    });
  });

  it('shows the server’s field errors (a taken name) on their fields', () => {
    const { dialog } = renderDialog({ name: 'A device model named Pixel 10 already exists' });
    expect(within(dialog).getByText('A device model named Pixel 10 already exists')).toBeInTheDocument();
  });
});

describe('CatalogueDialog with the service type declaration', () => {
  const service = {
    id: 's1',
    slug: 'screen',
    name: 'Screen Repair',
    basePrice: 129,
    warranty: '90 days',
    warrantyDays: 90,
    displayOrder: 1,
    retiredAt: null,
    createdAt: '2026-01-01T00:00:00Z',
  };

  it('edits without the public id and sends only what may change', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <ThemeProvider theme={theme}>
        <CatalogueDialog
          resource={serviceTypes}
          item={service}
          list={{ items: [service] }}
          saving={false}
          serverErrors={{}}
          onSubmit={onSubmit}
          onClose={() => {}}
        />
      </ThemeProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit Screen Repair' });
    expect(within(dialog).queryByLabelText(/^Public id/)).not.toBeInTheDocument();
    const warranty = within(dialog).getByLabelText(/^Warranty/);
    await user.clear(warranty);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Warranty is required')).toBeInTheDocument();
    await user.type(warranty, ' 6 months ');
    const days = within(dialog).getByLabelText(/^Days of warranty/);
    await user.clear(days);
    await user.type(days, '180');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Screen Repair',
      basePrice: 129,
      warranty: '6 months',
      warrantyDays: 180,
    });
  });
});
