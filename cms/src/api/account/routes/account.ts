export default {
  routes: [{ method: "GET", path: "/account/export", handler: "account.export" }],
};
