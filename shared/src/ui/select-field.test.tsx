import { createRef, useState } from 'react';
import { screen, within } from '@testing-library/react';
import { SelectField } from './select-field';
import { renderWithTheme } from '../testing/render';

const interests = [
  { value: 'general', label: 'General Information' },
  { value: 'membership', label: 'Membership Application' },
  { value: 'events', label: 'Upcoming Events' },
];

describe('SelectField', () => {
  it('is a labelled native select listing the options', () => {
    renderWithTheme(<SelectField label="Interest" options={interests} defaultValue="general" />);
    const select = screen.getByRole('combobox', { name: 'Interest' });
    expect(select.tagName).toBe('SELECT');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'General Information',
      'Membership Application',
      'Upcoming Events',
    ]);
    expect(select).toHaveValue('general');
  });

  it('starts on an empty placeholder option and reports choices', async () => {
    function Controlled({ onPick }: { onPick: (v: string) => void }) {
      const [value, setValue] = useState('');
      return (
        <SelectField
          label="Profession"
          placeholder="Select your profession"
          options={interests}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            onPick(e.target.value);
          }}
        />
      );
    }
    const onPick = jest.fn();
    const { user } = renderWithTheme(<Controlled onPick={onPick} />);
    const select = screen.getByRole('combobox', { name: 'Profession' });
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Select your profession' })).toHaveProperty('selected', true);

    await user.selectOptions(select, 'Upcoming Events');
    expect(onPick).toHaveBeenLastCalledWith('events');
    expect(select).toHaveValue('events');
  });

  it('wires error and hint to the select', () => {
    const { rerender } = renderWithTheme(<SelectField label="Referral Source" options={interests} />);
    const select = screen.getByRole('combobox', { name: 'Referral Source' });
    expect(select).not.toHaveAttribute('aria-invalid');
    expect(select).not.toHaveAttribute('aria-describedby');

    rerender(
      <SelectField
        label="Referral Source"
        options={interests}
        hint="How did you hear about us?"
        error="Referral source is required."
      />,
    );
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Referral source is required. How did you hear about us?');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('marks required, disables options and forwards the ref', () => {
    const ref = createRef<HTMLSelectElement>();
    renderWithTheme(
      <SelectField
        label="Dining Frequency"
        ref={ref}
        required
        options={[...interests, { value: 'closed', label: 'Closed', disabled: true }]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Dining Frequency' });
    expect(ref.current).toBe(select);
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('option', { name: 'Closed' })).toBeDisabled();
  });
});
