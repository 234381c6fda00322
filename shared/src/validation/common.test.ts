import {
  EMAIL_MAX_LENGTH, hasErrors, isBlank, isEmail, isInstagramProfileUrl, isLinkedInProfileUrl, isLoosePhone,
  isStrictPhone, isTypedPhone, normalizePhone, requiredTextProblem, toFieldErrorList, URL_MAX_LENGTH,
} from './common';
import { emailOfLength } from '../testing/fixtures';

describe('isBlank', () => {
  it('is true for nothing, empty and whitespace only', () => {
    for (const value of [null, undefined, '', ' ', '\t\n ']) expect(isBlank(value)).toBe(true);
  });

  it('is false for any visible character', () => {
    expect(isBlank('a')).toBe(false);
    expect(isBlank('  0 ')).toBe(false);
  });
});

describe('isEmail', () => {
  it.each(['ada@club.com', 'ada.lovelace+dinner@mail.club.co.uk', 'A_B@x.io', '  ada@club.com  '])('accepts %j', (value) => {
    expect(isEmail(value)).toBe(true);
  });

  it.each([
    '', 'ada', 'ada@', '@club.com', 'ada@club', 'ada@club.', 'ada@.com', 'ada@club..com', 'ada lovelace@club.com',
    'ada@@club.com', 'ada@cl ub.com', 'ada@club.com.',
  ])('refuses %j', (value) => {
    expect(isEmail(value)).toBe(false);
  });

  it(`accepts up to ${EMAIL_MAX_LENGTH} characters, not counting surrounding spaces`, () => {
    const longest = emailOfLength(EMAIL_MAX_LENGTH);
    expect(isEmail(longest)).toBe(true);
    expect(isEmail(`  ${longest}  `)).toBe(true);
    expect(isEmail(emailOfLength(EMAIL_MAX_LENGTH + 1))).toBe(false);
  });

  it('accepts a local part of 64 characters, not 65', () => {
    expect(isEmail(`${'a'.repeat(64)}@club.com`)).toBe(true);
    expect(isEmail(`${'a'.repeat(65)}@club.com`)).toBe(false);
  });

  it.each(['a,b@example.com', '"x"<y>@example.com', 'a;b@example.com', 'x@example.c', 'josé@example.com', 'a..b@example.com', '.a@example.com', 'a@-example.com'])(
    'refuses what the mailer would refuse: %j',
    (value) => {
      expect(isEmail(value)).toBe(false);
    },
  );
});

describe('phones', () => {
  it.each(['1234567', '+1234567', '123456789012345', '+123456789012345', ' 3125550100 '])('strict: accepts %j', (value) => {
    expect(isStrictPhone(value)).toBe(true);
  });

  it.each(['', '123456', '+123456', '1234567890123456', '++1234567', '1234567+', '(312) 555-0100', '312 555 0100', 'phone'])(
    'strict: refuses %j',
    (value) => {
      expect(isStrictPhone(value)).toBe(false);
    },
  );

  // The loose rule checks characters only; the count of digits is the strict rule's job.
  it.each(['(312) 555-0100', '+1 312-555-0100', '312 555 0100', '1', '+44 (0)20 7946 0958', ' 555 ', '+-'])(
    'loose: accepts %j',
    (value) => {
      expect(isLoosePhone(value)).toBe(true);
    },
  );

  it.each(['', ' ', '+', 'call me', '312.555.0100', '312-555-0100 ext 2', '1+2', '#312'])('loose: refuses %j', (value) => {
    expect(isLoosePhone(value)).toBe(false);
  });

  it('normalizes by trimming and dropping spaces, dashes and parentheses, keeping the +', () => {
    expect(normalizePhone(' +1 (312) 555-0100 ')).toBe('+13125550100');
    expect(normalizePhone('312 555 0100')).toBe('3125550100');
    expect(normalizePhone('3125550100')).toBe('3125550100');
    expect(normalizePhone('')).toBe('');
    // Only formatting goes; anything else stays for the strict rule to refuse.
    expect(normalizePhone('312.555.0100')).toBe('312.555.0100');
  });

  it('a loose phone that normalizes to 7-15 digits passes the strict rule', () => {
    expect(isStrictPhone(normalizePhone('+1 (312) 555-0100'))).toBe(true);
    expect(isStrictPhone(normalizePhone('555-01'))).toBe(false);
  });

  it('typed: the strict rule once normalized, at most 24 characters as typed', () => {
    expect(isTypedPhone('+1 (312) 555-0100')).toBe(true);
    expect(isTypedPhone('3125550100')).toBe(true);
    expect(isTypedPhone('555-01')).toBe(false);
    expect(isTypedPhone('')).toBe(false);
    expect(isTypedPhone('1 2 3 4 5 6 7 8 9 0 1 2 3')).toBe(false);
  });
});

describe('requiredTextProblem', () => {
  const messages = { required: 'required', tooShort: 'short', tooLong: 'long' };

  it('measures the trimmed text against the bounds', () => {
    for (const value of [null, undefined, '', '   ']) expect(requiredTextProblem(value, { max: 5 }, messages)).toBe('required');
    expect(requiredTextProblem(' ab ', { min: 3, max: 5 }, messages)).toBe('short');
    expect(requiredTextProblem(' abc ', { min: 3, max: 5 }, messages)).toBeNull();
    expect(requiredTextProblem(' abcde ', { min: 3, max: 5 }, messages)).toBeNull();
    expect(requiredTextProblem('abcdef', { min: 3, max: 5 }, messages)).toBe('long');
  });

  it('says "required" for a short text when there is no tooShort message', () => {
    expect(requiredTextProblem('ab', { min: 3, max: 5 }, { required: 'required', tooLong: 'long' })).toBe('required');
  });
});

describe('isInstagramProfileUrl', () => {
  it.each([
    'https://instagram.com/ada',
    'https://www.instagram.com/ada.cooks',
    'https://www.instagram.com/ada_cooks/',
    'https://instagram.com/ada?igsh=MWQ1ZGUxMzBkMA==',
    'HTTPS://INSTAGRAM.COM/Ada',
    '  https://instagram.com/ada  ',
    `https://instagram.com/${'a'.repeat(30)}`,
  ])('accepts %j', (value) => {
    expect(isInstagramProfileUrl(value)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['no scheme', 'instagram.com/ada'],
    ['http', 'http://instagram.com/ada'],
    ['another scheme', 'ftp://instagram.com/ada'],
    ['a script', 'javascript:alert(1)'],
    ['no slashes after the scheme', 'https:instagram.com/ada'],
    ['backslashes', 'https:\\\\instagram.com\\ada'],
    ['a space inside', 'https://instagram.com/ada cooks'],
    ['a newline inside the host', 'https://insta\ngram.com/ada'],
    ['another host', 'https://facebook.com/ada'],
    ['a look-alike host', 'https://instagram.com.evil.com/ada'],
    ['a host ending like it', 'https://notinstagram.com/ada'],
    ['a subdomain', 'https://m.instagram.com/ada'],
    ['a port', 'https://instagram.com:8443/ada'],
    ['user info', 'https://ada@instagram.com/ada'],
    ['user and password', 'https://ada:secret@instagram.com/ada'],
    ['no handle', 'https://instagram.com/'],
    ['a nested path', 'https://instagram.com/p/Cx123/'],
    ['a handle over 30 characters', `https://instagram.com/${'a'.repeat(31)}`],
    ['a handle with a dash', 'https://instagram.com/ada-cooks'],
    ['the explore page', 'https://www.instagram.com/explore/'],
    ['a reels page', 'https://instagram.com/reels'],
    ['the accounts page', 'https://instagram.com/accounts'],
    ['a fragment', 'https://instagram.com/ada#top'],
  ])('refuses %s', (_label, value) => {
    expect(isInstagramProfileUrl(value)).toBe(false);
  });

  it(`refuses more than ${URL_MAX_LENGTH} characters`, () => {
    const base = 'https://instagram.com/ada?x=';
    expect(isInstagramProfileUrl(base + 'a'.repeat(URL_MAX_LENGTH - base.length))).toBe(true);
    expect(isInstagramProfileUrl(base + 'a'.repeat(URL_MAX_LENGTH - base.length + 1))).toBe(false);
  });
});

describe('isLinkedInProfileUrl', () => {
  it.each([
    'https://linkedin.com/in/ada',
    'https://www.linkedin.com/in/ada-lovelace/',
    'https://uk.linkedin.com/in/ada',
    'https://www.linkedin.com/company/the-supper-club',
    'https://www.linkedin.com/company/the-supper-club/',
    'https://www.linkedin.com/in/ada%C3%A9',
    'https://www.linkedin.com/in/ada?trk=public',
    '  https://www.linkedin.com/in/ada  ',
  ])('accepts %j', (value) => {
    expect(isLinkedInProfileUrl(value)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['http', 'http://www.linkedin.com/in/ada'],
    ['no scheme', 'www.linkedin.com/in/ada'],
    ['another host', 'https://facebook.com/in/ada'],
    ['a host ending like it', 'https://notlinkedin.com/in/ada'],
    ['a look-alike host', 'https://linkedin.com.evil.com/in/ada'],
    ['a host with it inside', 'https://linkedin.example.com/in/ada'],
    ['a port', 'https://www.linkedin.com:8080/in/ada'],
    ['user info', 'https://ada@www.linkedin.com/in/ada'],
    ['a space in the id', 'https://www.linkedin.com/in/ada lovelace'],
    ['backslashes', 'https:\\\\www.linkedin.com\\in\\ada'],
    ['no /in/ or /company/', 'https://www.linkedin.com/ada'],
    ['the feed', 'https://www.linkedin.com/feed/'],
    ['a job', 'https://www.linkedin.com/jobs/view/123'],
    ['/in/ without an id', 'https://www.linkedin.com/in/'],
    ['a deeper path', 'https://www.linkedin.com/in/ada/details/experience/'],
    ['upper-case /IN/', 'https://www.linkedin.com/IN/ada'],
  ])('refuses %s', (_label, value) => {
    expect(isLinkedInProfileUrl(value)).toBe(false);
  });
});

describe('hasErrors / toFieldErrorList', () => {
  it('sees only fields with a message', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ email: undefined, phone: '' })).toBe(false);
    expect(hasErrors({ email: 'Email is required.' })).toBe(true);
  });

  it("lists the messages as the API's 400 body does, in field order", () => {
    expect(toFieldErrorList({ email: 'Email is required.', fullName: undefined, phone: 'Bad phone' })).toEqual([
      { field: 'email', message: 'Email is required.' },
      { field: 'phone', message: 'Bad phone' },
    ]);
    expect(toFieldErrorList({})).toEqual([]);
  });
});
