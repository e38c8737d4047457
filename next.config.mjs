// Sent with every response, static files included. The per-request ones (CSP with its nonce,
// HSTS on https) are set in proxy.ts (lib/security-headers.ts).
const SECURITY_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
  { key: "X-Frame-Options", value: "DENY" },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // npm test runs the same `tsc --noEmit` over this project before it builds, and builds only once
  // that passed; it says so, and the build leaves its own second type check out (about 50 s in CI).
  // Every other build (npm start, a deployment) still checks the types.
  typescript: { ignoreBuildErrors: process.env.WUNDPORTAL_TYPES_CHECKED === "1" },
  // A fresh clone's CI build never reads the cache it would write (about 17 s); local rebuilds do.
  experimental: { turbopackFileSystemCacheForBuild: process.env.CI !== "true" },
  // proxy.ts sees requests as sent: by default Next hides the RSC headers and `_rsc` from it, so a
  // client navigation's data request looked like a page request (the HTML cache answered it with
  // HTML, and link prefetches counted as views).
  skipProxyUrlNormalize: true,
  // ESM-only packages (the map endpoint's, TanStack Table's); listed so Jest (next/jest) compiles
  // them too.
  transpilePackages: ["supercluster", "kdbush", "@tanstack/table-core", "@tanstack/react-table"],
  // Loaded from node_modules, not bundled: one copy of the metrics library for every bundle (the
  // registry itself is process-wide, server/metrics/metrics.ts), and it reads Node's internals.
  serverExternalPackages: ["prom-client"],
  async headers() {
    return [{ source: "/:path*", headers: SECURITY_HEADERS }];
  },
  images: {
    // Media are served by this origin (/uploads, proxied to the CMS at request time).
    localPatterns: [{ pathname: "/uploads/**" }, { pathname: "/images/**" }],
    // Fewer widths than Next's defaults: every responsive picture lists each width in the HTML (and
    // a list page shows dozens). 64 to 384 serve the fixed-width thumbnails and card pictures at 1x
    // and 2x; 640 to 1920 the pictures that follow the screen.
    imageSizes: [64, 128, 256, 384],
    deviceSizes: [640, 828, 1200, 1920],
  },
};

export default nextConfig;
