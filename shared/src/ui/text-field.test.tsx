import { createRef, useState } from 'react';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render';
import { PasswordField, TextField } from './text-field';

function describedBy(element: HTMLElement): string[] {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);
}

describe('TextField', () => {
  it('ties a real <label> to the input, and typing reaches onChange', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(<TextField label="Email" type="email" onChange={onChange} />);
    const input = screen.getByLabelText('Email');
    expect(input.tagName).toBe('INPUT');
    expect(input).toHaveAttribute('type', 'email');
    expect(screen.getByText('Email').tagName).toBe('LABEL');
    await user.type(input, 'ada@club.com');
    expect(input).toHaveValue('ada@club.com');
    expect(onChange).toHaveBeenCalledTimes('ada@club.com'.length);
  });

  it('is a text input unless told otherwise, and keeps a given id', () => {
    renderWithTheme(<TextField label="Full Name" id="fullName" name="fullName" />);
    const input = screen.getByRole('textbox', { name: 'Full Name' });
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('id', 'fullName');
    expect(input).toHaveAttribute('name', 'fullName');
  });

  it('gives two fields different ids', () => {
    renderWithTheme(
      <>
        <TextField label="First" />
        <TextField label="Second" />
      </>,
    );
    expect(screen.getByLabelText('First').id).not.toBe(screen.getByLabelText('Second').id);
  });

  it('shows an error below, marks the input invalid and describes it, without role="alert"', () => {
    const { rerender } = renderWithTheme(<TextField label="Full Name" hint="As on your ID" />);
    const input = screen.getByRole('textbox', { name: 'Full Name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('As on your ID');

    rerender(<TextField label="Full Name" hint="As on your ID" error="Full name is required" />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(describedBy(input)).toEqual(['Full name is required', 'As on your ID']);
    expect(screen.getByText('Full name is required')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps an aria-describedby passed by the caller', () => {
    renderWithTheme(
      <>
        <p id="extra">Extra help</p>
        <TextField label="Phone" aria-describedby="extra" error="Invalid phone number" />
      </>,
    );
    expect(describedBy(screen.getByRole('textbox', { name: 'Phone' }))).toEqual([
      'Extra help',
      'Invalid phone number',
    ]);
  });

  it('counts remaining characters as the user types (uncontrolled)', async () => {
    const { user } = renderWithTheme(<TextField label="Full Name" maxLength={100} showCounter />);
    const input = screen.getByRole('textbox', { name: 'Full Name' });
    expect(input).toHaveAttribute('maxlength', '100');
    expect(input).toHaveAccessibleDescription('100 characters remaining');
    await user.type(input, 'Ada Lovelace!');
    expect(screen.getByText('87 characters remaining')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('87 characters remaining');
  });

  it('counts from a controlled value, and says "character" for one', async () => {
    function Controlled() {
      const [value, setValue] = useState('abc');
      return (
        <TextField
          label="Code"
          maxLength={5}
          showCounter
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      );
    }
    const { user } = renderWithTheme(<Controlled />);
    expect(screen.getByText('2 characters remaining')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'd');
    expect(screen.getByText('1 character remaining')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'ef');
    expect(screen.getByText('0 characters remaining')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('abcde');
  });

  it('shows no counter without showCounter', () => {
    renderWithTheme(<TextField label="Bio" maxLength={50} />);
    expect(screen.queryByText(/remaining/)).not.toBeInTheDocument();
  });

  it('marks required fields with a hidden asterisk and aria-required, native only when asked', () => {
    const { rerender } = renderWithTheme(<TextField label="Email" required />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('required');

    rerender(<TextField label="Email" required nativeRequired />);
    expect(input).toHaveAttribute('required');
    expect(input).toBeRequired();
  });

  it('renders a textarea with rows when multiline, forwarding the ref', async () => {
    const ref = createRef<HTMLTextAreaElement>();
    const { user } = renderWithTheme(
      <TextField label="Message" multiline rows={6} ref={ref} placeholder="Your message" />,
    );
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('rows', '6');
    expect(ref.current).toBe(textarea);
    await user.type(textarea, 'Line one{Enter}Line two');
    expect(textarea).toHaveValue('Line one\nLine two');
  });

  it('forwards the ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithTheme(<TextField label="Email" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Email' }));
  });

  it('renders an end adornment beside the input', () => {
    renderWithTheme(
      <TextField label="Search" endAdornment={<button type="button">Clear search</button>} />,
    );
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
  });

  it('can hide its label visually while keeping it as the accessible name', () => {
    renderWithTheme(
      <TextField label="Search members" hideLabel placeholder="Search members by name or profession..." />,
    );
    expect(screen.getByRole('textbox', { name: 'Search members' })).toBeInTheDocument();
    expect(screen.getByText('Search members')).toHaveStyle({ position: 'absolute', width: '1px' });
  });
});

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, then hides it again', async () => {
    const { user } = renderWithTheme(<PasswordField label="Password" autoComplete="current-password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');

    const show = screen.getByRole('button', { name: 'Show password' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    expect(show).toHaveAttribute('type', 'button');

    await user.type(input, 's3cret');
    await user.click(show);
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('s3cret');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');

    await user.click(hide);
    expect(input).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('toggles from the keyboard and does not submit the form', async () => {
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const { user } = renderWithTheme(
      <form onSubmit={onSubmit}>
        <PasswordField label="New Password" />
      </form>,
    );
    await user.tab();
    expect(screen.getByLabelText('New Password')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'text');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes custom toggle names, forwards its ref and shows errors', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithTheme(
      <PasswordField
        label="Confirm Password"
        ref={ref}
        error="Passwords do not match"
        showPasswordLabel="Show confirmation"
        hidePasswordLabel="Hide confirmation"
      />,
    );
    const input = screen.getByLabelText('Confirm Password');
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Passwords do not match');
    expect(screen.getByRole('button', { name: 'Show confirmation' })).toBeInTheDocument();
  });
});
