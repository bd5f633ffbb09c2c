// Every rest-api test file: password hashes at a test cost (N = 2^10, a few milliseconds) instead of
// the production 2^17 (up to a second of a core each on a loaded machine). The tests of hashing itself
// (auth/hashing.test.ts, auth/tokens.test.ts) set the production cost back.
import { setPasswordCostForTests } from '../src/auth/password';

setPasswordCostForTests(2 ** 10);
