// Issue 8, item 5, defence in depth: the primitives every remote uses for a person's picture and
// link refuse a hostile URL themselves, whatever a caller forgot to check.
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render';
import { Avatar } from './avatar';
import { NewTabLink } from './new-tab-link';

const HOSTILE = ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.test/x.png'];

describe('Avatar: a hostile src', () => {
  it.each(HOSTILE)('%p shows the initials, never an img', (src) => {
    const { container } = renderWithTheme(<Avatar name="Ada Lovelace" src={src} />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
    expect(container.querySelector('img')).toBeNull();
  });

  it.each(['https://cdn.example/ada.jpg', 'http://localhost:3000/ada.jpg', 'blob:preview-1'])('%p is shown', (src) => {
    renderWithTheme(<Avatar name="Ada Lovelace" src={src} />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute('src', src);
  });
});

describe('NewTabLink: a hostile href', () => {
  it.each(HOSTILE)('%p shows as text, never a link', (href) => {
    const { container } = renderWithTheme(<NewTabLink href={href} />);
    expect(container.querySelector('a')).toBeNull();
    expect(container).toHaveTextContent(href.trim());
  });
});

it('NewTabLink: an http(s) text the URL parser refuses shows as text instead of throwing', () => {
  const { container } = renderWithTheme(<NewTabLink href="https://[evil" />);
  expect(container.querySelector('a')).toBeNull();
  expect(container).toHaveTextContent('https://[evil');
});
