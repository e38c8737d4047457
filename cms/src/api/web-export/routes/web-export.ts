// GET /api/web-export/:collection: the web app's bulk read of a public collection (listings/web-export.ts).
// Only the web app's server token holds this permission (bootstrap/read-token.ts).
export default {
  routes: [{ method: "GET", path: "/web-export/:collection", handler: "web-export.find" }],
};
