import { initialsOf } from './initials';

describe('initialsOf', () => {
  it.each([
    ['ada lovelace', 'AL'],
    ['Cher', 'C'],
    ['Ada Byron Lovelace', 'AB'],
    ['  grace   hopper  ', 'GH'],
    ['mary\tjane\nwatson', 'MJ'],
    ['émile zola', 'ÉZ'],
    ["- o'neil", 'O'],
  ])('%j → %s', (name, expected) => {
    expect(initialsOf(name)).toBe(expected);
  });

  it.each(['', '   ', ' -- & '])('gives "?" for a name with no letters (%j)', (name) => {
    expect(initialsOf(name)).toBe('?');
  });
});
