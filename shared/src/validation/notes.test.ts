import { NOTE_MAX_LENGTH, noteProblem } from './notes';

describe('noteProblem', () => {
  it('takes a note of 1 to 2,000 characters once trimmed', () => {
    expect(noteProblem('  Called her references: glowing.  ')).toBeNull();
    expect(noteProblem('x'.repeat(NOTE_MAX_LENGTH))).toBeNull();
    expect(noteProblem(` ${'x'.repeat(NOTE_MAX_LENGTH)} `)).toBeNull();
  });

  it.each([null, undefined, '', '   \n '])("says 'Note is required' for %p", (text) => {
    expect(noteProblem(text)).toBe('Note is required');
  });

  it('refuses a longer note', () => {
    expect(noteProblem('x'.repeat(NOTE_MAX_LENGTH + 1))).toBe('Note must be at most 2000 characters');
  });
});
