import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render';
import { NewTabLink, shortUrl } from './new-tab-link';

describe('shortUrl', () => {
  it.each([
    ['https://www.instagram.com/ada/', 'instagram.com/ada'],
    ['https://www.linkedin.com/in/ada-lovelace', 'linkedin.com/in/ada-lovelace'],
    ['http://example.com/', 'example.com'],
    ['https://example.com/a//?q=1', 'example.com/a?q=1'],
  ])('%s reads %s', (url, expected) => {
    expect(shortUrl(url)).toBe(expected);
  });
});

describe('NewTabLink', () => {
  it('shows the short form, opens in a new tab without a hold on this page, and says so to screen readers', () => {
    renderWithTheme(<NewTabLink href="https://www.instagram.com/ada/" />);
    const link = screen.getByRole('link', { name: 'instagram.com/ada (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://www.instagram.com/ada/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
