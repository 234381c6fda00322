import { createRef } from 'react';
import { screen } from '@testing-library/react';
import { Button, ButtonLink } from './button';
import { renderWithTheme } from '../testing/render';

describe('Button', () => {
  it('is a plain button by default, so it does not submit its form', async () => {
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const onClick = jest.fn();
    const { user } = renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button onClick={onClick}>Discover More</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Discover More' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits when given type="submit"', async () => {
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const { user } = renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button type="submit">Login</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while busy shows a spinner, sets aria-busy, keeps its name and ignores clicks', async () => {
    const onClick = jest.fn();
    const { user, rerender } = renderWithTheme(<Button onClick={onClick}>Submit</Button>);
    const button = screen.getByRole('button', { name: 'Submit' });
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button.querySelector('svg')).toBeNull();

    rerender(
      <Button busy onClick={onClick}>
        Submitting...
      </Button>,
    );
    const busy = screen.getByRole('button', { name: 'Submitting...' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toBeDisabled();
    expect(busy.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await user.click(busy);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('can be disabled without being busy', () => {
    renderWithTheme(<Button disabled>Save Changes</Button>);
    const button = screen.getByRole('button', { name: 'Save Changes' });
    expect(button).toBeDisabled();
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('forwards its ref and native props', () => {
    const ref = createRef<HTMLButtonElement>();
    renderWithTheme(
      <Button ref={ref} aria-label="Open menu" name="menu" title="Menu" data-testid="menu-button">
        ☰
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(ref.current).toBe(button);
    expect(button).toHaveAttribute('name', 'menu');
    expect(button).toHaveAttribute('title', 'Menu');
  });

  it('styles each variant from the theme', () => {
    const { rerender } = renderWithTheme(<Button>Join Now</Button>);
    // primary: ink (#15120f) text on brassLight (#c9a46a)
    expect(screen.getByRole('button')).toHaveStyle({
      color: 'rgb(21, 18, 15)',
      backgroundColor: 'rgb(201, 164, 106)',
    });
    rerender(<Button variant="danger">Reject</Button>);
    expect(screen.getByRole('button')).toHaveStyle({
      color: 'rgb(255, 255, 255)',
      backgroundColor: 'rgb(164, 32, 27)',
    });
    rerender(<Button variant="secondary">Cancel</Button>);
    expect(screen.getByRole('button')).toHaveStyle({
      backgroundColor: 'rgba(0, 0, 0, 0)',
      borderColor: 'rgb(138, 103, 53)',
    });
  });

  it('stretches to full width and changes padding with size', () => {
    const { rerender } = renderWithTheme(<Button size="sm">Small</Button>);
    const button = screen.getByRole('button');
    expect(button).toHaveStyle({ width: 'auto', minHeight: '2.25rem' });
    rerender(
      <Button size="lg" fullWidth>
        Large
      </Button>,
    );
    expect(screen.getByRole('button')).toHaveStyle({ width: '100%', minHeight: '3.25rem' });
  });
});

describe('ButtonLink', () => {
  it('is a link (not a button) with the button’s look, and keeps what it is given', () => {
    renderWithTheme(<ButtonLink href="/api/events/d-1/ics" download>Add to calendar</ButtonLink>);
    const link = screen.getByRole('link', { name: 'Add to calendar' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/api/events/d-1/ics');
    expect(link).toHaveAttribute('download');
    expect(link).not.toHaveAttribute('type');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
