// The portal's rules, once, for both processes: the web app compiles this source, the CMS runs
// its CommonJS build (dist/). The glossary of the terms is in kinds.ts. The listing field schemas
// (listing-fields.ts, built with zod) are imported on their own path, "@wundportal/rules/listing-fields"
// in the web app and "@wundportal/rules/dist/listing-fields" in the CMS: pages whose browser code reads
// a list or a label from here must not load zod and every schema with it.
export * from "./kinds";
export * from "./entitlements";
export * from "./taxonomy";
export * from "./url";
export * from "./listing-checks";
export * from "./pzn";
export * from "./log-redaction";
export * from "./search-description";
export * from "./refusal-codes";
export * from "./public-lists";
export * from "./password-policy";
