import { acceptanceProblem } from './admission-rules';

describe('acceptanceProblem', () => {
  it('lets any acceptance through under the default rules', () => {
    expect(acceptanceProblem({ quorum: 0, sponsorsRequired: 0 }, { yes: 0, no: 3, endorsed: 0 })).toBeNull();
  });

  it('needs the quorum of yes votes, and says how many are missing', () => {
    expect(acceptanceProblem({ quorum: 2, sponsorsRequired: 0 }, { yes: 1, no: 0, endorsed: 0 }))
      .toBe('The committee has not reached its quorum: 2 yes votes needed, 1 so far.');
    expect(acceptanceProblem({ quorum: 1, sponsorsRequired: 0 }, { yes: 0, no: 0, endorsed: 0 }))
      .toBe('The committee has not reached its quorum: 1 yes vote needed, 0 so far.');
    expect(acceptanceProblem({ quorum: 2, sponsorsRequired: 0 }, { yes: 2, no: 0, endorsed: 0 })).toBeNull();
  });

  it('needs more yes than no votes once the quorum is reached', () => {
    expect(acceptanceProblem({ quorum: 2, sponsorsRequired: 0 }, { yes: 2, no: 2, endorsed: 0 }))
      .toBe('The committee needs more yes than no votes: 2 yes, 2 no.');
    expect(acceptanceProblem({ quorum: 2, sponsorsRequired: 0 }, { yes: 3, no: 2, endorsed: 0 })).toBeNull();
  });

  it('needs the sponsor endorsements, and says both when both are missing', () => {
    expect(acceptanceProblem({ quorum: 0, sponsorsRequired: 2 }, { yes: 0, no: 0, endorsed: 1 }))
      .toBe('The application needs 2 sponsor endorsements: 1 so far.');
    expect(acceptanceProblem({ quorum: 1, sponsorsRequired: 1 }, { yes: 0, no: 0, endorsed: 0 }))
      .toBe('The committee has not reached its quorum: 1 yes vote needed, 0 so far. The application needs 1 sponsor endorsement: 0 so far.');
    expect(acceptanceProblem({ quorum: 1, sponsorsRequired: 1 }, { yes: 1, no: 0, endorsed: 1 })).toBeNull();
  });
});
