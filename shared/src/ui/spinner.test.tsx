import { screen } from '@testing-library/react';
import { PageSpinner, Spinner } from './spinner';
import { renderWithTheme } from '../testing/render';

describe('Spinner', () => {
  it('is a status named "Loading" by default, with the label visually hidden', () => {
    renderWithTheme(<Spinner />);
    const status = screen.getByRole('status', { name: 'Loading' });
    expect(status).toHaveTextContent('Loading');
    expect(screen.getByText('Loading')).toHaveStyle({ position: 'absolute', width: '1px' });
  });

  it('announces a custom label', () => {
    renderWithTheme(<Spinner label="Loading members" />);
    expect(screen.getByRole('status', { name: 'Loading members' })).toBeInTheDocument();
  });

  it('draws a decorative SVG sized by `size`', () => {
    const { rerender } = renderWithTheme(<Spinner size="sm" />);
    const svg = screen.getByRole('status').querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', '16');
    rerender(<Spinner size="lg" />);
    expect(screen.getByRole('status').querySelector('svg')).toHaveAttribute('width', '40');
  });
});

describe('PageSpinner', () => {
  it('shows a large status spinner in a tall centred block', () => {
    renderWithTheme(<PageSpinner label="Loading dashboard" minHeight="50vh" />);
    const status = screen.getByRole('status', { name: 'Loading dashboard' });
    expect(status.querySelector('svg')).toHaveAttribute('width', '40');
    expect(status.parentElement).toHaveStyle({ display: 'grid', minHeight: '50vh' });
  });
});
