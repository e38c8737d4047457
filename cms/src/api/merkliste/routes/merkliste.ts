// No core routes: the signed-in user reads and changes only their own Merkliste (the owner is the
// caller's token, never a parameter), through these narrow actions.
export default {
  routes: [
    { method: "GET", path: "/merkliste", handler: "merkliste.mine" },
    { method: "POST", path: "/merkliste/set", handler: "merkliste.set" },
    { method: "POST", path: "/merkliste/merge", handler: "merkliste.merge" },
  ],
};
