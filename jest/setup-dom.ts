import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// A `findBy…` or `waitFor` gives up after 5 s, not Testing Library's 1 s: on a machine whose
// cores are all busy (the test workers, a build beside them), loading a lazy part's module the
// first time can take longer than 1 s. A wait that succeeds returns as soon as it does.
configure({ asyncUtilTimeout: 5000 });
