// @ts-check
// A minimal failover balancer for the cluster test: Strapi's webhook (WEB_REVALIDATE_URL) names one
// address, as a production balancer's would be. Each request goes to the next web instance in turn;
// one that refuses the connection is skipped, so a stopped instance does not swallow a change.
// Run as its own process: `BALANCER_PORT=… BALANCER_UPSTREAMS=http://a,http://b node balancer.mjs`.
import { createServer } from "node:http";

const upstreams = (process.env.BALANCER_UPSTREAMS ?? "").split(",").filter(Boolean);
const port = Number(process.env.BALANCER_PORT);
let next = 0;

/**
 * Request bodies here are small JSON webhooks: read whole, so a retry can send them again.
 * @param {import("node:http").IncomingMessage} request
 * @returns {Promise<Buffer>}
 */
const bodyOf = (request) =>
  new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });

createServer(async (request, response) => {
  const body = await bodyOf(request);
  // Hop-by-hop and framing headers are left out: fetch sets its own for the buffered body.
  const dropped = new Set(["host", "connection", "keep-alive", "content-length", "transfer-encoding"]);
  /** @type {Record<string, string>} */
  const headers = {};
  // String(): a repeated header node gives as an array, which fetch would join with "," as well.
  for (const [name, value] of Object.entries(request.headers))
    if (value !== undefined && !dropped.has(name)) headers[name] = String(value);
  // A server's request always has a method.
  const method = request.method ?? "GET";
  const start = next++;
  for (let i = 0; i < upstreams.length; i++) {
    const upstream = upstreams[(start + i) % upstreams.length];
    try {
      const answer = await fetch(`${upstream}${request.url}`, {
        method,
        headers,
        body: ["GET", "HEAD"].includes(method) ? undefined : body,
        redirect: "manual",
        signal: AbortSignal.timeout(30_000),
      });
      const bytes = Buffer.from(await answer.arrayBuffer());
      response.writeHead(answer.status, {
        "content-type": answer.headers.get("content-type") ?? "text/plain",
      });
      response.end(bytes);
      return;
    } catch {
      // Connection refused or reset: the next instance.
    }
  }
  response.writeHead(502, { "content-type": "text/plain" });
  response.end("Keine Web-Instanz erreichbar");
}).listen(port, "127.0.0.1", () => console.log(`Balancer auf ${port}: ${upstreams.join(", ")}`));
