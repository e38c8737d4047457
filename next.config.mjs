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
  // proxy.ts sees requests as sent: by default Next hides the RSC headers and `_rsc` from it, so a
  // client navigation's data request looked like a page request (the HTML cache answered it with
  // HTML, and link prefetches counted as views).
  skipProxyUrlNormalize: true,
  // ESM-only packages of the map endpoint; listed so Jest (next/jest) compiles them too.
  transpilePackages: ["supercluster", "kdbush"],
  async headers() {
    return [{ source: "/:path*", headers: SECURITY_HEADERS }];
  },
  images: {
    // Every optimised picture lists each of these widths in its srcset: with Next's defaults (15
    // widths, up to 3840) the srcsets were a third of the start page's HTML. No picture here is drawn narrower than 40 px or wider than the 1200 px content,
    // except the start page's full-width background (1920 covers wide screens).
    deviceSizes: [640, 750, 828, 1080, 1200, 1920],
    imageSizes: [64, 96, 128, 256, 384],
    // Media are served by this origin (/uploads, proxied to the CMS at request time).
    localPatterns: [{ pathname: "/uploads/**" }, { pathname: "/images/**" }],
  },
};

export default nextConfig;
