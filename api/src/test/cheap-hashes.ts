// Jest setup of the API's tests: password hashes at argon2id's lowest cost (the product's cost is
// asserted in password-hasher.test.ts, which restores it).
import { cheapHashesForTests } from '../core/auth/password-hasher';

cheapHashesForTests();
