import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render';
import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('still names the control it sits in', () => {
    renderWithTheme(
      <button type="button">
        <svg aria-hidden="true" />
        <VisuallyHidden>Delete member</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Delete member' })).toBeInTheDocument();
  });

  it('is clipped off-screen and passes native span props through', () => {
    renderWithTheme(<VisuallyHidden id="note">Saved</VisuallyHidden>);
    const text = screen.getByText('Saved');
    expect(text.tagName).toBe('SPAN');
    expect(text).toHaveAttribute('id', 'note');
    expect(text).toHaveStyle({ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden' });
  });
});
