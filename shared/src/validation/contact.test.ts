import {
  CONTACT_FIELDS, CONTACT_INTERESTS, CONTACT_MESSAGES, contactErrors, contactFieldError, DEFAULT_CONTACT_INTEREST,
  emptyContactValues, toContactMessage, type ContactValues,
} from './contact';
import { emailOfLength } from '../testing/fixtures';

const valid: ContactValues = {
  fullName: 'Ada Lovelace',
  email: 'ada@club.com',
  phone: '',
  interest: 'General Information',
  message: 'A question about the next tasting.',
};

const errorOf = (field: keyof ContactValues, value: string) => contactFieldError(field, { ...valid, [field]: value });

describe('the contact texts', () => {
  it('says each rule in its exact words', () => {
    expect(CONTACT_MESSAGES).toMatchObject({
      fullNameRequired: 'Full name is required',
      fullNameTooShort: 'Full name must be at least 3 characters',
      emailRequired: 'Email is required',
      emailInvalid: 'Invalid email format',
      phoneInvalid: 'Invalid phone number (must be 7–15 digits, optional +)',
      messageRequired: 'Message is required',
      messageTooShort: 'Message must be at least 10 characters long',
      fixErrors: 'Please fix errors before submitting',
    });
  });

  it('lists the five interests in order, General Information the default', () => {
    expect(CONTACT_INTERESTS).toEqual([
      'General Information', 'Membership Application', 'Upcoming Events', 'Partnership Opportunities', 'Other',
    ]);
    expect(DEFAULT_CONTACT_INTEREST).toBe('General Information');
  });

  it('starts empty with the default interest', () => {
    expect(emptyContactValues).toEqual({
      fullName: '', email: '', phone: '', interest: 'General Information', message: '',
    });
    expect(CONTACT_FIELDS).toEqual(['fullName', 'email', 'phone', 'interest', 'message']);
  });
});

describe('contactFieldError', () => {
  it('accepts a complete message', () => {
    for (const field of CONTACT_FIELDS) expect(contactFieldError(field, valid)).toBeNull();
  });

  describe('fullName', () => {
    it.each(['', '   ', '\t\n'])('is required: %p', (value) => {
      expect(errorOf('fullName', value)).toBe('Full name is required');
    });

    it.each(['Al', ' Al ', '  Al    ', 'A '])('needs 3 characters after trimming: %p', (value) => {
      expect(errorOf('fullName', value)).toBe('Full name must be at least 3 characters');
    });

    it.each(['Ada', '  Ada  ', 'A b', 'x'.repeat(100)])('accepts %p', (value) => {
      expect(errorOf('fullName', value)).toBeNull();
    });

    it('refuses more than 100 characters', () => {
      expect(errorOf('fullName', 'x'.repeat(101))).toBe(CONTACT_MESSAGES.fullNameTooLong);
      expect(CONTACT_MESSAGES.fullNameTooLong).toBe('Full name must be at most 100 characters');
    });
  });

  describe('email', () => {
    it.each(['', '   '])('is required: %p', (value) => {
      expect(errorOf('email', value)).toBe('Email is required');
    });

    it.each(['ada', 'ada@', '@club.com', 'ada@club', 'ada@club.', 'ada@.com', 'ada club@club.com', 'ada@@club.com', 'ada@club .com'])(
      "is 'Invalid email format' for %p",
      (value) => {
        expect(errorOf('email', value)).toBe('Invalid email format');
      },
    );

    it.each(['ada@club.com', ' ada@club.com ', 'ada.lovelace+dinner@mail.club.example', 'a@b.co'])('accepts %p', (value) => {
      expect(errorOf('email', value)).toBeNull();
    });

    it('refuses an address longer than 254 characters', () => {
      expect(errorOf('email', emailOfLength(254))).toBeNull();
      expect(errorOf('email', emailOfLength(255))).toBe('Invalid email format');
    });
  });

  describe('phone', () => {
    it.each(['', '   '])('is optional: %p', (value) => {
      expect(errorOf('phone', value)).toBeNull();
    });

    it.each([
      ['7 digits', '1234567'],
      ['15 digits', '123456789012345'],
      ['+ and 7 digits', '+1234567'],
      ['+ and 15 digits', '+123456789012345'],
      ['a US number', '+13125550100'],
      ['spaces around it', '  +13125550100  '],
    ])('accepts %s', (_label, value) => {
      expect(errorOf('phone', value)).toBeNull();
    });

    it.each([
      ['6 digits', '123456'],
      ['+ and 6 digits', '+123456'],
      ['16 digits', '1234567890123456'],
      ['+ and 16 digits', '+1234567890123456'],
      ['a + alone', '+'],
      ['two +', '++1234567'],
      ['a + at the end', '1234567+'],
      ['letters', '312555abcd'],
      ['spaces between digits', '312 555 0100'],
      ['dashes', '312-555-0100'],
      ['parentheses', '(312)5550100'],
    ])("is 'Invalid phone number ...' for %s", (_label, value) => {
      expect(errorOf('phone', value)).toBe('Invalid phone number (must be 7–15 digits, optional +)');
    });
  });

  describe('interest', () => {
    it.each(CONTACT_INTERESTS)('accepts %p', (value) => {
      expect(errorOf('interest', value)).toBeNull();
    });

    it.each(['', 'Catering', 'general information'])('refuses anything not listed: %p', (value) => {
      expect(errorOf('interest', value)).toBe(CONTACT_MESSAGES.interestInvalid);
    });
  });

  describe('message', () => {
    it.each(['', '    ', '\n\n'])('is required: %p', (value) => {
      expect(errorOf('message', value)).toBe('Message is required');
    });

    it.each(['123456789', '  123456789  ', 'Hi'])('needs 10 characters: %p', (value) => {
      expect(errorOf('message', value)).toBe('Message must be at least 10 characters long');
    });

    it.each(['1234567890', ' 1234567890 ', 'm'.repeat(1000)])('accepts %p', (value) => {
      expect(errorOf('message', value)).toBeNull();
    });

    it('refuses more than 1000 characters', () => {
      expect(errorOf('message', 'm'.repeat(1001))).toBe(CONTACT_MESSAGES.messageTooLong);
      expect(CONTACT_MESSAGES.messageTooLong).toBe('Message must be at most 1000 characters');
    });
  });
});

describe('contactErrors', () => {
  it('is empty for valid values', () => {
    expect(contactErrors(valid)).toEqual({});
  });

  it('names every required field of the empty form, and not the optional phone', () => {
    expect(contactErrors(emptyContactValues)).toEqual({
      fullName: 'Full name is required',
      email: 'Email is required',
      message: 'Message is required',
    });
  });

  it('gives one message per failing field, in field order', () => {
    const errors = contactErrors({ fullName: 'Al', email: 'ada@club', phone: '123', interest: 'Nope', message: 'short' });
    expect(Object.keys(errors)).toEqual(['fullName', 'email', 'phone', 'interest', 'message']);
    expect(errors).toEqual({
      fullName: 'Full name must be at least 3 characters',
      email: 'Invalid email format',
      phone: 'Invalid phone number (must be 7–15 digits, optional +)',
      interest: CONTACT_MESSAGES.interestInvalid,
      message: 'Message must be at least 10 characters long',
    });
  });
});

describe('toContactMessage', () => {
  it('trims every text and leaves an empty phone out', () => {
    const body = toContactMessage({
      fullName: '  Ada Lovelace ',
      email: ' ada@club.com ',
      phone: '   ',
      interest: 'Upcoming Events',
      message: '\n A question about the next tasting. \n',
    });
    expect(body).toEqual({
      fullName: 'Ada Lovelace',
      email: 'ada@club.com',
      interest: 'Upcoming Events',
      message: 'A question about the next tasting.',
    });
    expect(body).not.toHaveProperty('phone');
  });

  it('keeps a given phone, trimmed', () => {
    expect(toContactMessage({ ...valid, phone: ' +13125550100 ' })).toEqual({ ...valid, phone: '+13125550100' });
  });

  it('falls back to the default interest for one not listed', () => {
    expect(toContactMessage({ ...valid, interest: 'Catering' }).interest).toBe('General Information');
  });

  it('keeps inner spaces and line breaks of the message', () => {
    expect(toContactMessage({ ...valid, message: 'Line one.\n\nLine  two.' }).message).toBe('Line one.\n\nLine  two.');
  });
});
