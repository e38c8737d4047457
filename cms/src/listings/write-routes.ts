// Route config of the listing and product APIs: every write passes global::listing-write.
const guarded = { policies: ["global::listing-write"] };

export const WRITE_ROUTES = { create: guarded, update: guarded, delete: guarded };
