// Media live in Strapi but reach the browser through this origin (/uploads/* is proxied),
// so the browser never needs to know the CMS host.
const cmsUrl = process.env.CMS_URL ?? "http://127.0.0.1:1337";

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  async rewrites() {
    return [{ source: "/uploads/:path*", destination: `${cmsUrl}/uploads/:path*` }];
  },
  images: {
    // Optimised images are fetched from our own /uploads rewrite.
    localPatterns: [{ pathname: "/uploads/**" }, { pathname: "/images/**" }],
  },
};

export default nextConfig;
