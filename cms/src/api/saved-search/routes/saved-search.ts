// Saved searches have no core CRUD routes: only these narrow actions, which the web app calls with
// its server token (bootstrap/read-token.js grants exactly these). No user role may call them
// (bootstrap/permissions.js manages every api:: action and lists none of them).
export default {
  routes: [
    { method: "POST", path: "/saved-searches/subscribe", handler: "saved-search.subscribe" },
    { method: "POST", path: "/saved-searches/view", handler: "saved-search.view" },
    { method: "POST", path: "/saved-searches/confirm", handler: "saved-search.confirm" },
    { method: "POST", path: "/saved-searches/update", handler: "saved-search.update" },
    { method: "POST", path: "/saved-searches/unsubscribe", handler: "saved-search.unsubscribe" },
    { method: "GET", path: "/saved-searches/due", handler: "saved-search.due" },
    { method: "POST", path: "/saved-searches/deliver", handler: "saved-search.deliver" },
  ],
};
