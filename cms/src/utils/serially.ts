// Work that must not overlap within this process: tasks with the same key run one after another,
// others in parallel. Only for what is not a limit (a saved search's delivery); limits counted in
// the database take a database lock that holds across CMS instances (db-lock.ts).
const queues = new Map<string, Promise<unknown>>();

/** Runs `task` after every earlier task of the same key has finished (whether it failed or not). */
export async function serially<T>(key: string, task: () => Promise<T>): Promise<T> {
  const before = queues.get(key) ?? Promise.resolve();
  const run = before.then(task, task);
  const settled = run.catch(() => undefined);
  queues.set(key, settled);
  try {
    return await run;
  } finally {
    if (queues.get(key) === settled) queues.delete(key);
  }
}
