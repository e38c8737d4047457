// Sign-in of an unknown account must cost as much as a wrong password for a known one: Strapi
// answers unknown identifiers without hashing (15–40 ms against 120–300 ms), which tells anyone
// measuring who has an account. For those, a comparison against a dummy hash of Strapi's cost is made.
import bcrypt from "bcryptjs";
import { randomBytes } from "crypto";
import type { Context } from "koa";

type Callback = (ctx: Context, ...rest: unknown[]) => unknown;
interface Options {
  findUser: (identifier: string) => Promise<{ password?: string | null } | null | undefined>;
  compare?: (password: string, hash: string) => Promise<boolean>;
}

// Strapi's users-permissions hashes with bcrypt cost 10.
export const DUMMY_HASH = bcrypt.hashSync(randomBytes(24).toString("base64"), 10);

/**
 * Wraps the local sign-in callback. `findUser(identifier)` looks the account up as Strapi does;
 * `compare` is bcrypt's (injectable for tests).
 */
export function withEqualSignInWork(callback: Callback, { findUser, compare = bcrypt.compare }: Options) {
  return async (ctx: Context, ...rest: unknown[]): Promise<unknown> => {
    const provider = ctx.params?.provider || "local";
    const { identifier, password } = (ctx.request?.body || {}) as {
      identifier?: unknown;
      password?: unknown;
    };
    if (provider === "local" && typeof identifier === "string" && typeof password === "string") {
      const user = await findUser(identifier);
      if (!user?.password) await compare(password, DUMMY_HASH);
    }
    return callback(ctx, ...rest);
  };
}
