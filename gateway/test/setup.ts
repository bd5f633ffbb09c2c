// Every gateway test file that starts an API of its own: password hashes at a test cost (N = 2^10)
// instead of the production 2^17, as the shared API of global-setup.ts has.
import { setPasswordCostForTests } from '@bo/rest-api';

setPasswordCostForTests(2 ** 10);
