import { aRecord } from './records.test-utils';
import { toMembershipRecord, toMembershipRecords } from './membership-record';

describe('toMembershipRecord', () => {
  it('keeps a complete record as it is', () => {
    const record = aRecord();
    expect(toMembershipRecord(record)).toEqual(record);
  });

  it('takes _id when there is no id, and fills what is missing with null, empty lists or no user', () => {
    expect(toMembershipRecord({ _id: 'r-1', fullName: 'Ada Lovelace', email: 'ada@club.com' })).toEqual({
      id: 'r-1',
      fullName: 'Ada Lovelace',
      email: 'ada@club.com',
      phoneNumber: null,
      profession: null,
      professionalContribution: null,
      interestReason: null,
      culinarySkills: null,
      cuisineInterests: null,
      restaurantRecommendations: null,
      diningFrequency: null,
      cohostingInterest: null,
      referralSource: null,
      membershipGoals: [],
      availableDays: [],
      instagramUrl: null,
      linkedinUrl: null,
      createdAt: '',
      reviewedAt: null,
      user: null,
    });
  });

  it('reads blank texts as missing and keeps only the texts of a list', () => {
    expect(toMembershipRecord({
      id: 'r-1', fullName: '  ', phoneNumber: '', profession: ' Chef ', availableDays: ['Monday', '', 3, null, ' Friday '],
      membershipGoals: 'Networking',
    })).toMatchObject({
      fullName: '', phoneNumber: null, profession: 'Chef', availableDays: ['Monday', 'Friday'], membershipGoals: [],
    });
  });

  it('reads the user: its id (or _id), whether active (active unless false) and its picture', () => {
    expect(toMembershipRecord({ id: 'r', user: { id: 'u', isActive: false, profilePicture: 'https://s.example/a.png' } })?.user)
      .toEqual({ id: 'u', isActive: false, profilePicture: 'https://s.example/a.png' });
    expect(toMembershipRecord({ id: 'r', user: { _id: 'u2' } })?.user).toEqual({ id: 'u2', isActive: true, profilePicture: null });
    expect(toMembershipRecord({ id: 'r', user: { isActive: true } })?.user).toBeNull();
    expect(toMembershipRecord({ id: 'r', user: 'u' })?.user).toBeNull();
  });

  it.each([null, 'r-1', 42, [], {}, { id: '' }, { id: 7, fullName: 'Ada' }])('drops %p', (value) => {
    expect(toMembershipRecord(value)).toBeNull();
  });
});

describe('toMembershipRecords', () => {
  it("reads the `data` list in the API's order, dropping what is not a record", () => {
    const first = aRecord({ id: 'b' });
    const second = aRecord({ id: 'a' });
    expect(toMembershipRecords({ data: [first, null, { fullName: 'no id' }, second] })).toEqual([first, second]);
  });

  it.each([{}, { data: {} }, { data: 'x' }, null, [], 'text'])('throws for an answer without a list: %p', (body) => {
    expect(() => toMembershipRecords(body)).toThrow();
  });
});
