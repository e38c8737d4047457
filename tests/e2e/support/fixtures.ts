// Playwright fixtures through which the e2e tests own their data: accounts of a role, with or
// without a plan, and listings they own are created through the CMS for one test (or one worker)
// and removed with everything they own afterwards, also when the test fails. No spec signs in
// with the demo seed's accounts.
//
//   test.use({ accountSpec: { rolle: "Veranstalter", plan: "Veranstalter: Premium" } });
//   test("…", async ({ signedInPage: page, account, listing }) => { … });
//   test("…", async ({ accounts }) => { const plain = await accounts.create({ rolle: "Referent" }); … });
import { test as base, type Page } from "@playwright/test";
import { accountWithEmail, confirmedUser, removeAccount, subscribe, type TestAccount } from "./accounts";
import { createAs } from "./editor";
import { signInByRequest } from "./session";

export { expect } from "@playwright/test";

export type Rolle = "Veranstalter" | "Referent" | "Hersteller" | "Versorgungspartner";

export interface AccountSpec {
  rolle: Rolle;
  /** Title of the plan bought through the Stripe emulator's checkout ("Referent: Premium"); none: no subscription. */
  plan?: string;
  /** Start of the user name and e-mail address (helps to tell accounts apart in logs). */
  prefix?: string;
}

export type FixtureAccount = TestAccount & { rolle: Rolle };

export interface OwnedListing {
  id: number;
  documentId: string;
  /** The name the listing is shown with in 'Meine Inserate' and on its page. */
  name: string;
}

// The smallest published listing of each role's kind that the CMS's field rules accept.
const LISTING_KINDS: Record<
  Rolle,
  { collection: string; fields: (name: string, handle: string) => Record<string, unknown> }
> = {
  Veranstalter: { collection: "veranstaltungs", fields: (name) => ({ Veranstaltungsname: name }) },
  Referent: {
    collection: "referents",
    fields: (name, handle) => ({
      Vorname: "Eva",
      Name: name,
      Stadt: "Köln",
      Email: `kontakt-${handle}@example.org`,
    }),
  },
  Hersteller: { collection: "herstellers", fields: (name) => ({ Herstellername: name }) },
  Versorgungspartner: {
    collection: "versorgungspartners",
    fields: (name) => ({
      Name: name,
      Kategorie: "Apotheke",
      Stadt: "Kassel",
      PLZ: "34117",
      Bundesland: "Hessen",
    }),
  },
};

export interface Accounts {
  /** A confirmed account of the role (with a running subscription when `plan` is given). */
  create(spec: AccountSpec): Promise<FixtureAccount>;
  /**
   * A published listing of the account's role, placed by the account through the CMS API as the
   * portal would (so within its plan); `fields` add to or replace the minimal ones.
   */
  listingOf(account: FixtureAccount, fields?: Record<string, unknown>): Promise<OwnedListing>;
  /** Also removes, afterwards, the account the test registers itself with this address (sign-up form). */
  removeLater(email: string): void;
}

/** Accounts made through `create` and removed, with what they own, by `removeAll`. */
function accountFactory() {
  const made: FixtureAccount[] = [];
  const registered: string[] = [];
  const accounts: Accounts = {
    async create({ rolle, plan, prefix = rolle.toLowerCase() }) {
      const account: FixtureAccount = { ...(await confirmedUser({ rolle, prefix })), rolle };
      made.push(account);
      if (plan) await subscribe(account, plan);
      return account;
    },
    async listingOf(account, fields = {}) {
      const kind = LISTING_KINDS[account.rolle];
      const name = `Inserat ${account.username}`;
      const listing = await createAs(account, kind.collection, {
        ...kind.fields(name, account.username),
        Published: true,
        ...fields,
      });
      return { id: listing.id, documentId: listing.documentId, name };
    },
    removeLater(email) {
      registered.push(email);
    },
  };
  async function removeAll() {
    const own = await Promise.all(registered.splice(0).map(accountWithEmail));
    // One after the other: each removal deletes listings and subscriptions before the user.
    for (const account of [...made.splice(0), ...own]) await removeAccount(account);
  }
  return { accounts, removeAll };
}

interface TestFixtures {
  /** Which account `account` (and `signedInPage`, `listing`) is: set with `test.use({ accountSpec })`. */
  accountSpec: AccountSpec;
  /** Makes accounts for this test; they are removed after it. */
  accounts: Accounts;
  /** An account as `accountSpec` says, made for this test. */
  account: FixtureAccount;
  /** A published listing owned by `account`. */
  listing: OwnedListing;
  /** `page`, signed in as `account` (on the page the portal sends the user to after signing in). */
  signedInPage: Page;
}

interface WorkerFixtures {
  /** Makes accounts shared by the tests of one worker (e.g. one session for many pages); removed when it ends. */
  workerAccounts: Accounts;
}

// The callback that hands a fixture to the test is named `provide`, not Playwright's usual `use`:
// the React hooks lint rule would take `use(…)` for React's hook.
export const test = base.extend<TestFixtures, WorkerFixtures>({
  accountSpec: [{ rolle: "Referent" }, { option: true }],
  accounts: async ({}, provide) => {
    const { accounts, removeAll } = accountFactory();
    await provide(accounts);
    await removeAll();
  },
  account: async ({ accounts, accountSpec }, provide) => {
    await provide(await accounts.create(accountSpec));
  },
  listing: async ({ accounts, account }, provide) => {
    await provide(await accounts.listingOf(account));
  },
  signedInPage: async ({ page, account }, provide) => {
    // Not through the form: that is auth.spec.ts's subject, and here it only costs time.
    await signInByRequest(page, account.email, account.password);
    await provide(page);
  },
  workerAccounts: [
    async ({}, provide) => {
      const { accounts, removeAll } = accountFactory();
      await provide(accounts);
      await removeAll();
    },
    { scope: "worker" },
  ],
});
