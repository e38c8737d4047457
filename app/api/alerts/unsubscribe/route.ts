// One-click unsubscribe of an alert mail (server/opt-in/one-click.ts).
import { unsubscribeAlert } from "@/server/alerts/cms";
import { oneClickUnsubscribe } from "@/server/opt-in/one-click";

export const { GET, POST } = oneClickUnsubscribe({
  unsubscribe: unsubscribeAlert,
  page: "/suche/abmelden",
  label: "[suchauftrag]",
  done: "Sie sind abgemeldet. Die Suche und die dazu gespeicherte Email-Adresse wurden gelöscht.",
});
