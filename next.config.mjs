/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  images: {
    // Media are served by this origin (/uploads, proxied to the CMS at request time).
    localPatterns: [{ pathname: "/uploads/**" }, { pathname: "/images/**" }],
  },
};

export default nextConfig;
