// A manufacturer with its product list in one call (listings/manufacturer-save.ts); signed-in users only.
export default {
  routes: [
    { method: "POST", path: "/herstellers/with-products", handler: "with-products.create" },
    { method: "PUT", path: "/herstellers/:id/with-products", handler: "with-products.update" },
  ],
};
