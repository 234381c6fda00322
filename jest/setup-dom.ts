import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// A `findBy…` or `waitFor` gives up after 10 s, not Testing Library's 1 s: on a machine whose
// cores are all busy (more test workers than cores, a build beside them), loading a lazy part's
// module the first time (its first compile, on a clean checkout) has taken over 5 s. A wait that
// succeeds returns as soon as it does.
configure({ asyncUtilTimeout: 10_000 });
