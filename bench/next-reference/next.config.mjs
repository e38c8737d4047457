// @ts-check

// npm run bench copies this folder to a temporary one whose node_modules is a link to the
// repository's. Turbopack compiles only files under its root, so the root is the file system's:
// the repository's folder as root would make Next take the portal's instrumentation.ts.
/** @type {import("next").NextConfig} */
const config = { turbopack: { root: "/" } };
export default config;
