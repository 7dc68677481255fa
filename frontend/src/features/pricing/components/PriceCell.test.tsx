import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PriceCell, type PriceCellProps } from './PriceCell';

function renderCell(props: Partial<PriceCellProps> = {}) {
  render(
    <table>
      <tbody>
        <tr>
          <PriceCell
            cell="iphone-15:screen"
            row={0}
            col={0}
            deviceModelId="iphone-15"
            serviceTypeId="screen"
            label="iPhone 15 Screen Repair"
            saved={199}
            pending={undefined}
            editable
            tabbable
            onEdit={vi.fn()}
            onFocusCell={vi.fn()}
            {...props}
          />
        </tr>
      </tbody>
    </table>,
  );
  return screen.getByRole('spinbutton', { name: 'iPhone 15 Screen Repair price' });
}

describe('PriceCell (spec 5, issue 19 defect 10)', () => {
  it('shows the whole amount while editing: 179.90, not 179.9 (issue 41)', () => {
    const input = renderCell({ saved: 179.9 });
    expect(input).toHaveDisplayValue('179.90');
  });

  it('an emptied cell shows the saved price again (empty removes the pending change), not N/A', () => {
    const input = renderCell();
    fireEvent.change(input, { target: { value: '' } });
    expect(input).toHaveValue(null);
    expect(input).toHaveAttribute('placeholder', '199.00');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('an emptied cell with no saved price reads N/A', () => {
    const input = renderCell({ saved: undefined });
    fireEvent.change(input, { target: { value: '' } });
    expect(input).toHaveAttribute('placeholder', 'N/A');
  });

  it('a negative price is marked invalid, with the reason', () => {
    const input = renderCell();
    fireEvent.change(input, { target: { value: '-5' } });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Prices are 0 or more.');
    fireEvent.change(input, { target: { value: '5' } });
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
  });
});
