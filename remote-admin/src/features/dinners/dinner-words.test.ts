import { matches } from './dinner-words';

describe('matches: the attendees search', () => {
  const jose = { fullName: 'José Núñez', email: 'jose@example.com' };

  it('finds by any words of the name or the e-mail, in any order and case', () => {
    expect(matches(jose, '')).toBe(true);
    expect(matches(jose, 'NÚÑEZ josé')).toBe(true);
    expect(matches(jose, 'example.com')).toBe(true);
    expect(matches(jose, 'jose smith')).toBe(false);
  });

  it('ignores accents both ways: what the door types need not carry them', () => {
    expect(matches(jose, 'jose nunez')).toBe(true);
    expect(matches({ fullName: 'Jose Nunez', email: 'j@example.com' }, 'José')).toBe(true);
  });
});
