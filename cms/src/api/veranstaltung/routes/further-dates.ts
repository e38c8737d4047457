// "Weitere Termine anlegen": copies of one's event on further dates in one step (listings/further-dates.ts).
export default {
  routes: [{ method: "POST", path: "/veranstaltungs/:id/weitere-termine", handler: "further-dates.create" }],
};
