// Plans and payments for signed-in users (the web app calls these with the user's JWT), the
// public test-mode flag, and Stripe's webhook (no JWT: its signature is checked instead).
export default {
  routes: [
    { method: "GET", path: "/billing/mode", handler: "billing.mode" },
    { method: "POST", path: "/billing/checkout", handler: "billing.checkout" },
    { method: "GET", path: "/billing/checkout/:sessionId", handler: "billing.checkoutSession" },
    { method: "POST", path: "/billing/subscription/cancel", handler: "billing.cancel" },
    { method: "POST", path: "/billing/subscription/reactivate", handler: "billing.reactivate" },
    { method: "POST", path: "/billing/portal", handler: "billing.portal" },
    { method: "POST", path: "/billing/webhook", handler: "billing.webhook", config: { auth: false } },
  ],
};
