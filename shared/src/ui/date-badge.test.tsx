import { renderWithTheme } from '../testing/render';
import { DateBadge } from './date-badge';

describe('DateBadge', () => {
  it('shows weekday, day and month, hidden from screen readers (the event says its date in words)', () => {
    const { container } = renderWithTheme(<DateBadge date={{ weekday: 'Sat', month: 'Jun', day: '1' }} />);
    const page = container.firstElementChild;
    expect(page).toHaveAttribute('aria-hidden', 'true');
    expect(page).toHaveTextContent('Sat1Jun');
  });
});
