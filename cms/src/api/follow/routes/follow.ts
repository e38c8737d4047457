// Follows have no core CRUD routes: the web app's narrow actions with its server token
// (bootstrap/read-token.ts), `run` with the shared job secret, and `mine`/`forget` for a signed-in
// user (bootstrap/permissions.ts), who reaches only the follows of their account's address.
export default {
  routes: [
    { method: "POST", path: "/follows/subscribe", handler: "follow.subscribe" },
    { method: "POST", path: "/follows/view", handler: "follow.view" },
    { method: "POST", path: "/follows/confirm", handler: "follow.confirm" },
    { method: "POST", path: "/follows/unsubscribe", handler: "follow.unsubscribe" },
    { method: "POST", path: "/follows/run", handler: "follow.run", config: { auth: false } },
    { method: "GET", path: "/follows/mine", handler: "follow.mine" },
    { method: "POST", path: "/follows/forget", handler: "follow.forget" },
  ],
};
