import { sponsorsText, votesText } from './committee-words';

describe('committee words', () => {
  it("reads the votes as '2 yes · 1 no · 0 abstain'", () => {
    expect(votesText({ yes: 2, no: 1, abstain: 0 })).toBe('2 yes · 1 no · 0 abstain');
  });

  it.each([
    [{ requested: 1, endorsed: 1, declined: 0 }, 'Sponsors: 1 of 2 endorsed'],
    [{ requested: 0, endorsed: 1, declined: 1 }, 'Sponsors: 1 of 2 endorsed'],
    [{ requested: 1, endorsed: 0, declined: 0 }, 'Sponsors: 0 of 1 endorsed'],
    [{ requested: 0, endorsed: 0, declined: 0 }, ''],
  ])("reads the sponsors' answers %p as %p", (endorsements, text) => {
    expect(sponsorsText(endorsements)).toBe(text);
  });
});
