// Count-then-write rules (plan limits, one speaker profile per user, upload and contact limits)
// must hold when several CMS processes share one database, so the lock lives in the database:
// the count and the write run in one transaction that first takes the lock.
// - PostgreSQL: a transaction-scoped advisory lock on the key (pg_advisory_xact_lock), released at
//   commit or rollback. Other keys run in parallel; a key without a row (a recipient's address)
//   works like a user's.
// - SQLite: the transaction's first statement is a write, so it takes the database's write lock
//   before it counts (what BEGIN IMMEDIATE does); every other writer, in this process or another,
//   waits for the commit. Inside one process the single connection serialises transactions anyway.
// The count inside sees every write committed before the lock was granted.
import type { Core } from "@strapi/strapi";

const USER_UID = "plugin::users-permissions.user";

/** The transaction as raw knex queries take it (`.transacting(trx)`). */
export type Transaction = Parameters<ReturnType<Core.Strapi["db"]["connection"]>["transacting"]>[0];

/**
 * Runs `task` in a database transaction holding the lock on `key`; nested calls share the outer
 * transaction. Strapi's queries join it on their own; raw knex queries need `trx`.
 */
export async function underLock<T>(
  strapi: Core.Strapi,
  key: string,
  task: (trx: Transaction) => Promise<T>,
): Promise<T> {
  return strapi.db.transaction(async ({ trx }) => {
    if (strapi.db.dialect.client === "postgres") {
      await trx.raw("SELECT pg_advisory_xact_lock(hashtextextended(?, 0))", [key]);
    } else {
      // Changes no row; only takes the write lock.
      await trx.raw(`UPDATE ?? SET id = id WHERE id = -1`, [strapi.db.metadata.get(USER_UID).tableName]);
    }
    return task(trx);
  });
}
