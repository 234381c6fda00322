import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render';
import { FormAlert } from './form-alert';

describe('FormAlert', () => {
  it('is announced as an alert with its text', () => {
    renderWithTheme(<FormAlert>The dinner is full.</FormAlert>);
    expect(screen.getByRole('alert')).toHaveTextContent('The dinner is full.');
  });
});
