// Work with effects outside the database (deleting a file from disk or storage) waits until the
// database transaction it belongs to has committed: a rolled-back save must not have removed files.
import type { Core } from "@strapi/strapi";

/** Runs `task` now, or once the surrounding transaction commits; a failure then is logged. */
export async function afterCommit(
  strapi: Core.Strapi,
  label: string,
  task: () => Promise<void>,
): Promise<void> {
  if (!strapi.db.inTransaction()) return task();
  await strapi.db.transaction(async ({ onCommit }) => {
    onCommit(() => {
      task().catch((error: Error) => strapi.log.error(`${label}: ${error.message}`));
    });
  });
}
