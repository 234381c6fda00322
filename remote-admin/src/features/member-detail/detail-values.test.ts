import {
  approvedAtText, joinedOrNotAvailable, NO_APPROVAL_DATE, NOT_AVAILABLE, orNotAvailable, twoLetterInitials,
} from './detail-values';

describe('orNotAvailable', () => {
  it('keeps a value', () => {
    expect(orNotAvailable('Engineer')).toBe('Engineer');
    expect(orNotAvailable('  Chef ')).toBe('Chef');
  });

  it.each([null, undefined, '', '   '])("gives 'N/A' for %p", (value) => {
    expect(orNotAvailable(value)).toBe('N/A');
  });
});

describe('joinedOrNotAvailable', () => {
  it("joins the items with ', '", () => {
    expect(joinedOrNotAvailable(['Professional networking', 'Access to exclusive events']))
      .toBe('Professional networking, Access to exclusive events');
    expect(joinedOrNotAvailable(['Support local food culture'])).toBe('Support local food culture');
  });

  it('skips blank items', () => {
    expect(joinedOrNotAvailable(['', 'Networking', '  '])).toBe('Networking');
  });

  it.each([[[]], [['', ' ']], [null], [undefined]])("gives 'N/A' for %p", (items) => {
    expect(joinedOrNotAvailable(items)).toBe(NOT_AVAILABLE);
  });
});

describe('approvedAtText', () => {
  it("formats the decision date as 'MMMM d, yyyy'", () => {
    expect(approvedAtText('2024-03-01T12:00:00.000Z')).toBe('March 1, 2024');
    expect(approvedAtText('2025-12-09')).toBe('December 9, 2025');
  });

  it.each([null, undefined, '', 'not a date'])("gives 'Not available' for %p", (value) => {
    expect(approvedAtText(value)).toBe(NO_APPROVAL_DATE);
    expect(NO_APPROVAL_DATE).toBe('Not available');
  });
});

describe('twoLetterInitials', () => {
  it.each([
    ['Ada Lovelace', 'AD'],
    ['grace hopper', 'GR'],
    ['Jo Ann Smith', 'JO'],
    ['J Smith', 'JS'],
    ['  émile zola', 'ÉM'],
    ["d'Arcy Thompson", 'DA'],
    ['Cher', 'CH'],
    ['X', 'X'],
  ])('%j gives %s', (name, expected) => {
    expect(twoLetterInitials(name)).toBe(expected);
  });

  it.each(['', '   ', '- &', null, undefined])('gives "?" for a name with no letters (%p)', (name) => {
    expect(twoLetterInitials(name)).toBe('?');
  });
});
