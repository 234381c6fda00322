import { answeredText, sponsorshipStatusText } from './sponsorship-words';

describe('sponsorshipStatusText', () => {
  it.each([
    ['requested', false, 'Awaiting your answer'],
    ['endorsed', false, 'You endorsed this application'],
    ['declined', false, 'You declined to endorse'],
    ['requested', true, 'You did not answer'],
    ['endorsed', true, 'You endorsed this application'],
    ['declined', true, 'You declined to endorse'],
  ] as const)('words %s (decided: %s) as %p', (status, decided, text) => {
    expect(sponsorshipStatusText({ status, decided })).toBe(text);
  });
});

describe('answeredText', () => {
  it('says what the member answered, by the applicant’s name', () => {
    expect(answeredText({ status: 'endorsed', applicantName: 'Grace Hopper' })).toBe('You endorsed Grace Hopper’s application');
    expect(answeredText({ status: 'declined', applicantName: 'Grace Hopper' })).toBe('You declined to endorse Grace Hopper');
    expect(answeredText({ status: 'requested', applicantName: 'Grace Hopper' })).toBe('Your answer is saved');
  });
});
