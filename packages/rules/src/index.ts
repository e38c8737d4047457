// The portal's rules, once, for both processes: the web app compiles this source, the CMS runs
// its CommonJS build (dist/). The glossary of the terms is in kinds.ts.
export * from "./kinds";
export * from "./entitlements";
export * from "./taxonomy";
export * from "./url";
export * from "./listing-checks";
export * from "./listing-fields";
export * from "./pzn";
