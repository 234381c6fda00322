import { withClubTimeZone } from './calendar-time-zone';

describe('withClubTimeZone', () => {
  it('adds the Chicago time zone to a URL without a query', () => {
    expect(withClubTimeZone('https://calendar.example/embed')).toBe('https://calendar.example/embed?ctz=America/Chicago');
  });

  it('appends it to an existing query, keeping every other parameter as configured', () => {
    expect(withClubTimeZone('https://calendar.google.com/calendar/embed?src=club%40group.calendar.google.com&mode=AGENDA'))
      .toBe('https://calendar.google.com/calendar/embed?src=club%40group.calendar.google.com&mode=AGENDA&ctz=America/Chicago');
  });

  it('does not double a trailing ? or &', () => {
    expect(withClubTimeZone('https://calendar.example/embed?')).toBe('https://calendar.example/embed?ctz=America/Chicago');
    expect(withClubTimeZone('https://calendar.example/embed?src=a&')).toBe('https://calendar.example/embed?src=a&ctz=America/Chicago');
  });

  it('puts it before a fragment', () => {
    expect(withClubTimeZone('https://calendar.example/embed?src=a#week')).toBe('https://calendar.example/embed?src=a&ctz=America/Chicago#week');
    expect(withClubTimeZone('https://calendar.example/embed#week')).toBe('https://calendar.example/embed?ctz=America/Chicago#week');
  });

  it('leaves a URL that already names a time zone alone', () => {
    const url = 'https://calendar.example/embed?ctz=America%2FChicago&src=a';
    expect(withClubTimeZone(url)).toBe(url);
    expect(withClubTimeZone('https://calendar.example/embed?src=a&ctz=Europe/Paris')).toBe('https://calendar.example/embed?src=a&ctz=Europe/Paris');
  });

  it('returns a URL it cannot parse unchanged', () => {
    expect(withClubTimeZone('not a url')).toBe('not a url');
  });
});
