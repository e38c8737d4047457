import { untilDone } from "./warm-retry";

it("tries again after each failure, waiting longer each time (the last wait repeats), until it succeeds", async () => {
  const waits: number[] = [];
  let tries = 0;
  const done = await untilDone(async () => ++tries === 5, {
    delaysMs: [10, 20, 40],
    giveUpAfterMs: 10_000,
    sleep: async (ms) => void waits.push(ms),
  });
  expect(done).toBe(true);
  expect(tries).toBe(5);
  expect(waits).toEqual([10, 20, 40, 40]);
});

it("counts an attempt that throws as failed", async () => {
  let tries = 0;
  const done = await untilDone(
    async () => {
      tries += 1;
      if (tries === 1) throw new Error("ECONNREFUSED");
      return true;
    },
    { delaysMs: [1], giveUpAfterMs: 10_000, sleep: async () => undefined },
  );
  expect(done).toBe(true);
  expect(tries).toBe(2);
});

it("gives up once the time is over, and says so", async () => {
  let clock = 0;
  let tries = 0;
  const done = await untilDone(
    async () => {
      tries += 1;
      return false;
    },
    {
      delaysMs: [1000],
      giveUpAfterMs: 3500,
      now: () => clock,
      sleep: async (ms) => void (clock += ms),
    },
  );
  expect(done).toBe(false);
  expect(tries).toBe(4);
});
