import { createRef, useState } from 'react';
import { screen } from '@testing-library/react';
import { CheckboxField, CheckboxGroup, type CheckboxGroupProps } from './checkbox-field';
import { renderWithTheme } from '../testing/render';

describe('CheckboxField', () => {
  it('is a checkbox named by its label; clicking the label toggles it', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(
      <CheckboxField label="I agree to the membership terms" name="membershipAgreement" onChange={onChange} />,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree to the membership terms' });
    expect(box).not.toBeChecked();
    await user.click(screen.getByText('I agree to the membership terms'));
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(box).toHaveAttribute('name', 'membershipAgreement');
  });

  it('wires an error and hint to the checkbox and forwards the ref', () => {
    const ref = createRef<HTMLInputElement>();
    const { rerender } = renderWithTheme(<CheckboxField label="Agree" ref={ref} />);
    const box = screen.getByRole('checkbox', { name: 'Agree' });
    expect(ref.current).toBe(box);
    expect(box).not.toHaveAttribute('aria-invalid');

    rerender(<CheckboxField label="Agree" ref={ref} hint="Fees are shared privately" error="You must agree" />);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('You must agree Fees are shared privately');
  });

  it('can be disabled', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(<CheckboxField label="Agree" disabled onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'Agree' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: 'Agree' })).toBeDisabled();
  });
});

const days = ['Monday', 'Tuesday', 'Wednesday'].map((d) => ({ value: d.toLowerCase(), label: d }));

function Days(props: Partial<CheckboxGroupProps> & { initial?: string[]; spy?: (v: string[]) => void }) {
  const { initial = [], spy, ...rest } = props;
  const [value, setValue] = useState<string[]>(initial);
  return (
    <CheckboxGroup
      legend="Available days"
      options={days}
      value={value}
      onChange={(next) => {
        setValue(next);
        spy?.(next);
      }}
      {...rest}
    />
  );
}

describe('CheckboxGroup', () => {
  it('is a group named by its legend with one checkbox per option', () => {
    renderWithTheme(<Days initial={['tuesday']} />);
    const group = screen.getByRole('group', { name: 'Available days' });
    expect(group.tagName).toBe('FIELDSET');
    expect(screen.getAllByRole('checkbox').map((c) => c.getAttribute('value'))).toEqual([
      'monday',
      'tuesday',
      'wednesday',
    ]);
    expect(screen.getByRole('checkbox', { name: 'Tuesday' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Monday' })).not.toBeChecked();
  });

  it('adds and removes values, keeping the options order', async () => {
    const spy = jest.fn();
    const { user } = renderWithTheme(<Days spy={spy} />);
    await user.click(screen.getByRole('checkbox', { name: 'Wednesday' }));
    expect(spy).toHaveBeenLastCalledWith(['wednesday']);
    await user.click(screen.getByRole('checkbox', { name: 'Monday' }));
    expect(spy).toHaveBeenLastCalledWith(['monday', 'wednesday']);
    await user.click(screen.getByRole('checkbox', { name: 'Wednesday' }));
    expect(spy).toHaveBeenLastCalledWith(['monday']);
    expect(screen.getByRole('checkbox', { name: 'Wednesday' })).not.toBeChecked();
  });

  it('describes the fieldset with its error and hint', () => {
    renderWithTheme(<Days error="Please select at least one day." hint="Choose all that apply" required />);
    const group = screen.getByRole('group', { name: 'Available days' });
    expect(group).toHaveAccessibleDescription('Please select at least one day. Choose all that apply');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has no description without error or hint', () => {
    renderWithTheme(<Days />);
    expect(screen.getByRole('group', { name: 'Available days' })).not.toHaveAttribute('aria-describedby');
  });

  it('calls onBlur only when focus leaves the group', async () => {
    const onBlur = jest.fn();
    const { user } = renderWithTheme(
      <>
        <Days onBlur={onBlur} />
        <button type="button">Next</button>
      </>,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Monday' }));
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Tuesday' })).toHaveFocus();
    expect(onBlur).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('disables every option when disabled', () => {
    renderWithTheme(<Days disabled />);
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
  });
});
