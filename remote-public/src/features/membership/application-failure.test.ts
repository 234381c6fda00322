import { emptyApplicationValues, type ApplicationFormValues } from 'shared';
import { APPLICATION_FAILURE_FALLBACK, describeApplicationFailure, formFieldOf, isFieldShown } from './application-failure';
import { CONSULTANT_OPTION, OTHER_PROFESSION_OPTION } from './fill-application.test-utils';

const withProfession = (profession: string): ApplicationFormValues => ({ ...emptyApplicationValues, profession });

describe('formFieldOf', () => {
  it('maps payload fields to the form fields of the same name', () => {
    const values = withProfession('Lawyer');
    for (const field of ['email', 'fullName', 'phoneNumber', 'profession', 'availableDays', 'linkedinUrl', 'membershipAgreement']) {
      expect(formFieldOf(field, values)).toBe(field);
    }
  });

  it('puts a profession error on the detail the applicant typed for Consultant or Other', () => {
    expect(formFieldOf('profession', withProfession(CONSULTANT_OPTION))).toBe('consultingField');
    expect(formFieldOf('profession', withProfession(OTHER_PROFESSION_OPTION))).toBe('otherProfession');
  });

  it('has no field for unknown names or for a detail that is not on screen', () => {
    expect(formFieldOf('favouriteDish', withProfession('Lawyer'))).toBeNull();
    expect(formFieldOf('', withProfession('Lawyer'))).toBeNull();
    expect(formFieldOf('consultingField', withProfession('Lawyer'))).toBeNull();
    expect(formFieldOf('consultingField', withProfession(CONSULTANT_OPTION))).toBe('consultingField');
    expect(formFieldOf('otherProfession', withProfession(CONSULTANT_OPTION))).toBeNull();
  });
});

describe('formFieldOf: sponsors', () => {
  const values = withProfession('Lawyer');

  it('puts a sponsors error on the first sponsor field holding an address, else on the first', () => {
    expect(formFieldOf('sponsors', { ...values, firstSponsor: 'grace@club.com', secondSponsor: 'kj@club.com' })).toBe('firstSponsor');
    expect(formFieldOf('sponsors', { ...values, firstSponsor: '  ', secondSponsor: 'kj@club.com' })).toBe('secondSponsor');
    expect(formFieldOf('sponsors', { ...values, firstSponsor: '', secondSponsor: '' })).toBe('firstSponsor');
    expect(formFieldOf('sponsors', values)).toBe('firstSponsor');
  });
});

describe('isFieldShown', () => {
  it('shows each detail only for its option', () => {
    expect(isFieldShown('consultingField', withProfession(CONSULTANT_OPTION))).toBe(true);
    expect(isFieldShown('otherProfession', withProfession(CONSULTANT_OPTION))).toBe(false);
    expect(isFieldShown('otherProfession', withProfession(OTHER_PROFESSION_OPTION))).toBe(true);
    expect(isFieldShown('consultingField', withProfession(''))).toBe(false);
    expect(isFieldShown('email', withProfession(''))).toBe(true);
  });
});

describe('describeApplicationFailure', () => {
  it.each([
    ['a plain error', new Error('Invalid email')],
    ['nothing', undefined],
  ])('gives the fallback for %s', (_label, error) => {
    expect(describeApplicationFailure(error, emptyApplicationValues)).toEqual({
      toasts: [APPLICATION_FAILURE_FALLBACK],
      fieldErrors: {},
    });
    expect(APPLICATION_FAILURE_FALLBACK).toBe('Something went wrong. Please try again.');
  });
});
