import { fireEvent, screen } from '@testing-library/react';
import { Avatar } from './avatar';
import { renderWithTheme } from '../testing/render';

describe('Avatar', () => {
  it('shows the picture with the name as alt text', () => {
    renderWithTheme(<Avatar name="Ada Lovelace" src="https://cdn.example/ada.jpg" size={64} />);
    const img = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(img.tagName).toBe('IMG');
    expect(img).toHaveAttribute('src', 'https://cdn.example/ada.jpg');
    expect(img).toHaveAttribute('width', '64');
    expect(screen.queryByText('AL')).not.toBeInTheDocument();
  });

  it('shows initials named by the person when there is no picture', () => {
    renderWithTheme(<Avatar name="ada lovelace" src={null} />);
    const avatar = screen.getByRole('img', { name: 'ada lovelace' });
    expect(avatar.tagName).toBe('SPAN');
    expect(avatar).toHaveTextContent('AL');
    expect(avatar).toHaveStyle({ width: '48px', height: '48px' });
  });

  it('uses one initial for a one-word name', () => {
    renderWithTheme(<Avatar name="Cher" />);
    expect(screen.getByRole('img', { name: 'Cher' })).toHaveTextContent(/^C$/);
  });

  it('falls back to initials when the picture fails, and retries a new picture', () => {
    const { rerender } = renderWithTheme(<Avatar name="Grace Hopper" src="https://cdn.example/broken.jpg" />);
    fireEvent.error(screen.getByRole('img', { name: 'Grace Hopper' }));
    const fallback = screen.getByRole('img', { name: 'Grace Hopper' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback).toHaveTextContent('GH');

    rerender(<Avatar name="Grace Hopper" src="https://cdn.example/grace.jpg" />);
    expect(screen.getByRole('img', { name: 'Grace Hopper' })).toHaveAttribute(
      'src',
      'https://cdn.example/grace.jpg',
    );
  });

  it("shows given initials in place of the name's own, and the name's when they are blank", () => {
    const { rerender } = renderWithTheme(<Avatar name="Ada Lovelace" initials="AD" />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent(/^AD$/);
    rerender(<Avatar name="Ada Lovelace" initials="  " />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent(/^AL$/);
  });
});
