import { APPLICATION_FORM_FIELDS, MAX_SPONSORS, SPONSOR_MESSAGES, toMembershipApplication } from 'shared';
import {
  APPLICATION_WITH_SPONSORS_FIELDS, emptyApplicationWithSponsorsValues, isSponsorField, SPONSOR_FIELDS, sponsorErrors,
  toApplicationBody, type ApplicationWithSponsorsValues,
} from './application-sponsors';
import { validAnswers } from './fill-application.test-utils';

const withSponsors = (firstSponsor: string, secondSponsor = ''): ApplicationWithSponsorsValues =>
  ({ ...validAnswers, firstSponsor, secondSponsor });

describe('the sponsor fields', () => {
  it('are as many as an application may name, empty at first', () => {
    expect(SPONSOR_FIELDS).toHaveLength(MAX_SPONSORS);
    expect(emptyApplicationWithSponsorsValues).toMatchObject({ firstSponsor: '', secondSponsor: '' });
    expect(SPONSOR_FIELDS.every(isSponsorField)).toBe(true);
    expect(isSponsorField('email')).toBe(false);
  });

  it('come after the referral source and before the optional details, every other field in its order', () => {
    expect(APPLICATION_WITH_SPONSORS_FIELDS.filter((field) => !isSponsorField(field))).toEqual(APPLICATION_FORM_FIELDS);
    const at = APPLICATION_WITH_SPONSORS_FIELDS.indexOf('firstSponsor');
    expect(APPLICATION_WITH_SPONSORS_FIELDS.slice(at - 1, at + 3)).toEqual(['referralSource', 'firstSponsor', 'secondSponsor', 'instagramUrl']);
  });
});

describe('sponsorErrors', () => {
  it('finds nothing wrong with empty fields or two different members', () => {
    expect(sponsorErrors(withSponsors('', '  '))).toEqual({});
    expect(sponsorErrors(withSponsors('grace@club.com', 'katherine@club.com'))).toEqual({});
  });

  it('puts each shared rule on the field it concerns', () => {
    expect(sponsorErrors(withSponsors('grace@', ''))).toEqual({ firstSponsor: SPONSOR_MESSAGES.invalid });
    expect(sponsorErrors(withSponsors('', 'grace@'))).toEqual({ secondSponsor: SPONSOR_MESSAGES.invalid });
    expect(sponsorErrors(withSponsors('grace@club.com', ' ADA@club.com'))).toEqual({ secondSponsor: SPONSOR_MESSAGES.own });
    expect(sponsorErrors(withSponsors('grace@club.com', 'GRACE@club.com'))).toEqual({ secondSponsor: SPONSOR_MESSAGES.duplicate });
  });
});

describe('toApplicationBody', () => {
  it("is the shared application's body when no sponsor is named", () => {
    expect(toApplicationBody(withSponsors('', ' '))).toEqual(toMembershipApplication(validAnswers));
    expect(toApplicationBody(withSponsors('', ' '))).not.toHaveProperty('sponsors');
  });

  it('adds the named sponsors, trimmed, in order', () => {
    expect(toApplicationBody(withSponsors(' grace@club.com ', 'katherine@club.com '))).toEqual({
      ...toMembershipApplication(validAnswers),
      sponsors: ['grace@club.com', 'katherine@club.com'],
    });
    expect(toApplicationBody(withSponsors('', 'katherine@club.com')).sponsors).toEqual(['katherine@club.com']);
  });
});
