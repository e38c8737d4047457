// Work that must not overlap within this process (count-then-write rules): tasks with the same key
// run one after another, others in parallel. Several CMS processes would need a database lock.
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
