// No core routes: statistics are neither public nor readable row by row. The web app posts the
// views it counted (signed, no user token); a signed-in user reads the figures of their own listings.
export default {
  routes: [
    { method: "POST", path: "/listing-stats/views", handler: "listing-stat.views", config: { auth: false } },
    { method: "GET", path: "/listing-stats/mine", handler: "listing-stat.mine" },
  ],
};
