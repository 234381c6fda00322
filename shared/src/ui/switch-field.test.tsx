import { createRef } from 'react';
import { screen } from '@testing-library/react';
import { SwitchField } from './switch-field';
import { renderWithTheme } from '../testing/render';

describe('SwitchField', () => {
  it('is a switch named by its label and described by its hint; clicking the label toggles it', async () => {
    const onChange = jest.fn();
    const ref = createRef<HTMLInputElement>();
    const { user } = renderWithTheme(
      <SwitchField ref={ref} label="Show my e-mail" hint="Fellow members can write to you." name="showEmail" onChange={onChange} />,
    );
    const toggle = screen.getByRole('switch', { name: 'Show my e-mail' });
    expect(ref.current).toBe(toggle);
    expect(toggle).toHaveAccessibleDescription('Fellow members can write to you.');
    expect(toggle).not.toBeChecked();
    await user.click(screen.getByText('Show my e-mail'));
    expect(toggle).toBeChecked();
    await user.keyboard(' ');
    expect(toggle).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(toggle).toHaveAttribute('name', 'showEmail');
  });

  it('shows an error and can be disabled', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(<SwitchField label="Listed" error="Could not save" disabled onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Listed' });
    expect(toggle).toHaveAttribute('aria-invalid', 'true');
    expect(toggle).toHaveAccessibleDescription('Could not save');
    await user.click(toggle);
    expect(onChange).not.toHaveBeenCalled();
    expect(toggle).toBeDisabled();
  });
});
