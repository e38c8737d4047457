// The one way to create a contact request: a signed-in user's POST (the core routes are granted to nobody).
export default {
  routes: [{ method: "POST", path: "/contact-requests/send", handler: "send.send" }],
};
