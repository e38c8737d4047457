// A file of events imported for the user (listings/import.ts); signed-in users only.
export default {
  routes: [{ method: "POST", path: "/veranstaltungs/import", handler: "import.events" }],
};
