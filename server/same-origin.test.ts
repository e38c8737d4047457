import { isSameOrigin } from "./same-origin";

const headers = (values: Record<string, string>) => new Headers(values);

describe("isSameOrigin", () => {
  it("passes the portal's own origin and a request without one", () => {
    expect(isSameOrigin(headers({ host: "localhost:3000", origin: "http://localhost:3000" }))).toBe(true);
    expect(isSameOrigin(headers({ host: "localhost:3000" }))).toBe(true);
  });

  const behindNginx = { hops: 1, proxies: ["127.0.0.1", "::1"] };
  const fromPeer = (address: string) => ({ "x-wundportal-socket-address": address });

  it("compares with the forwarded host where the trusted proxy in front sets one", () => {
    const forwarded = {
      ...fromPeer("127.0.0.1"),
      host: "10.0.0.5:3000",
      "x-forwarded-host": "wundportal.de, intern",
    };
    expect(isSameOrigin(headers({ ...forwarded, origin: "https://wundportal.de" }), behindNginx)).toBe(true);
    expect(isSameOrigin(headers({ ...forwarded, origin: "http://10.0.0.5:3000" }), behindNginx)).toBe(false);
  });

  it("ignores X-Forwarded-Host from any other peer: a forged one cannot pass another site's Origin", () => {
    const forged = {
      host: "wundportal.de",
      "x-forwarded-host": "evil.example",
      origin: "https://evil.example",
    };
    // Sent straight to the web app from outside, with the proxy configured.
    expect(isSameOrigin(headers({ ...forged, ...fromPeer("203.0.113.9") }), behindNginx)).toBe(false);
    // No proxy configured (the default): not even loopback is one.
    expect(isSameOrigin(headers({ ...forged, ...fromPeer("127.0.0.1") }), { ...behindNginx, hops: 0 })).toBe(
      false,
    );
    // Without a recorded peer nothing is trusted.
    expect(isSameOrigin(headers(forged), behindNginx)).toBe(false);
    // The portal's own page still passes from that peer: the Host header counts.
    expect(
      isSameOrigin(
        headers({ ...forged, ...fromPeer("203.0.113.9"), origin: "https://wundportal.de" }),
        behindNginx,
      ),
    ).toBe(true);
  });

  it("refuses another site, an opaque origin and an unreadable one", () => {
    for (const origin of ["https://evil.example", "http://localhost:3001", "null", "nicht-lesbar"]) {
      expect(isSameOrigin(headers({ host: "localhost:3000", origin }))).toBe(false);
    }
  });
});
