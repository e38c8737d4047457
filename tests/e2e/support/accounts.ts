// Accounts for the e2e tests: each test creates its own confirmed user (and, where needed, a running
// subscription through the Stripe emulator's checkout) and removes it afterwards. Written once, for
// the CMS API tests too, in tests/support/accounts.mjs.
export {
  accountWithEmail,
  adminUpdateAccount,
  confirmedUser,
  removeAccount,
  subscribe,
  type TestAccount,
} from "../../support/accounts.mjs";
