// @ts-check
// The CMS keeps an idle connection open for the next request well beyond Node's default of 5 s.
// With 5 s, a client (the web app, a test, a proxy) that sends its next request on a pooled
// connection just as the CMS closes it gets 'fetch failed' (ECONNRESET, 'other side closed')
// instead of an answer: on a busy machine its event loop can be a second late to see the close.
import assert from "node:assert/strict";
import { Agent, get } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, it } from "node:test";
import { CMS_URLS } from "./support.mjs";

/**
 * GET `url` through `agent`; the answer's keep-alive header and whether it came on a pooled connection.
 * @param {string} url
 * @param {Agent} agent
 * @returns {Promise<{ status: number | undefined, keepAlive: string | string[] | undefined, reused: boolean }>}
 */
function fetchThrough(url, agent) {
  return new Promise((resolve, reject) => {
    const request = get(url, { agent }, (response) => {
      response.resume();
      response.on("end", () =>
        resolve({
          status: response.statusCode,
          keepAlive: response.headers["keep-alive"],
          reused: request.reusedSocket,
        }),
      );
    });
    request.on("error", reject);
  });
}

describe("connections to the CMS", () => {
  for (const cms of CMS_URLS) {
    it(`stay open for the next request after 6 s without one (${cms})`, async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const first = await fetchThrough(`${cms}/_health`, agent);
        assert.equal(first.status, 204);
        assert.equal(first.keepAlive, "timeout=65");
        await sleep(6_000);
        const second = await fetchThrough(`${cms}/_health`, agent);
        assert.equal(second.status, 204);
        assert.equal(second.reused, true, "die Verbindung wurde nach 6 s geschlossen");
      } finally {
        agent.destroy();
      }
    });
  }
});
