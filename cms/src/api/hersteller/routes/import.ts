// A file of products imported into one of the user's manufacturers (listings/import.ts); signed-in users only.
export default {
  routes: [{ method: "POST", path: "/herstellers/:id/import", handler: "import.products" }],
};
