import { useState } from 'react';
import { screen } from '@testing-library/react';
import { RadioGroup, type RadioGroupProps } from './radio-group';
import { renderWithTheme } from '../testing/render';

const cohosting = [
  { value: 'yes', label: 'Yes, definitely' },
  { value: 'maybe', label: 'Maybe, with support' },
  { value: 'no', label: 'No, prefer to attend only' },
];

function Cohosting(props: Partial<RadioGroupProps> & { spy?: (v: string) => void }) {
  const { spy, ...rest } = props;
  const [value, setValue] = useState<string>('');
  return (
    <RadioGroup
      legend="Cohosting interest"
      options={cohosting}
      value={value}
      onChange={(next) => {
        setValue(next);
        spy?.(next);
      }}
      {...rest}
    />
  );
}

describe('RadioGroup', () => {
  it('is a radiogroup named by its legend, with nothing chosen at first', () => {
    renderWithTheme(<Cohosting />);
    const group = screen.getByRole('radiogroup', { name: 'Cohosting interest' });
    expect(group.tagName).toBe('FIELDSET');
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(3);
    for (const radio of radios) expect(radio).not.toBeChecked();
    // one native group: all radios share a name
    expect(new Set(radios.map((r) => r.getAttribute('name'))).size).toBe(1);
  });

  it('reports the chosen value and reflects `value`', async () => {
    const spy = jest.fn();
    const { user } = renderWithTheme(<Cohosting spy={spy} />);
    await user.click(screen.getByText('Maybe, with support'));
    expect(spy).toHaveBeenLastCalledWith('maybe');
    expect(screen.getByRole('radio', { name: 'Maybe, with support' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Yes, definitely' }));
    expect(spy).toHaveBeenLastCalledWith('yes');
    expect(screen.getByRole('radio', { name: 'Maybe, with support' })).not.toBeChecked();
  });

  it('is controlled: a fixed value does not change on click', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(
      <RadioGroup legend="Cohosting interest" options={cohosting} value="no" onChange={onChange} />,
    );
    expect(screen.getByRole('radio', { name: 'No, prefer to attend only' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Yes, definitely' }));
    expect(onChange).toHaveBeenCalledWith('yes');
    expect(screen.getByRole('radio', { name: 'No, prefer to attend only' })).toBeChecked();
  });

  it('marks the group invalid and describes it with the error', () => {
    renderWithTheme(<Cohosting error="Please select an option." hint="Hosts get a seat at every table" required />);
    const group = screen.getByRole('radiogroup', { name: 'Cohosting interest' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAccessibleDescription('Please select an option. Hosts get a seat at every table');
  });

  it('is not invalid without an error', () => {
    renderWithTheme(<Cohosting />);
    expect(screen.getByRole('radiogroup', { name: 'Cohosting interest' })).not.toHaveAttribute('aria-invalid');
  });

  it('uses a given name and can disable single options', async () => {
    const spy = jest.fn();
    const { user } = renderWithTheme(
      <Cohosting
        spy={spy}
        name="cohostingInterest"
        options={[...cohosting.slice(0, 2), { value: 'no', label: 'No', disabled: true }]}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Yes, definitely' })).toHaveAttribute('name', 'cohostingInterest');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(spy).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'No' })).toBeDisabled();
  });
});
