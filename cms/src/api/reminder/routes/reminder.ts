// Reminders have no core CRUD routes: only these narrow actions, which the web app calls with its
// server token (bootstrap/read-token.ts grants exactly these); `run` needs the shared job secret
// instead (x-alerts-secret, like the web app's alert job).
export default {
  routes: [
    { method: "POST", path: "/reminders/subscribe", handler: "reminder.subscribe" },
    { method: "POST", path: "/reminders/view", handler: "reminder.view" },
    { method: "POST", path: "/reminders/confirm", handler: "reminder.confirm" },
    { method: "POST", path: "/reminders/unsubscribe", handler: "reminder.unsubscribe" },
    { method: "POST", path: "/reminders/run", handler: "reminder.run", config: { auth: false } },
  ],
};
