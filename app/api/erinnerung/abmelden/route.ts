// One-click unsubscribe of a reminder mail (server/opt-in/one-click.ts).
import { oneClickUnsubscribe } from "@/server/opt-in/one-click";
import { unsubscribeReminder } from "@/server/reminders/cms";

export const { GET, POST } = oneClickUnsubscribe({
  unsubscribe: unsubscribeReminder,
  page: "/erinnerung/verwalten",
  label: "[erinnerung]",
  done: "Sie sind abgemeldet. Die Erinnerung und die dazu gespeicherte Email-Adresse wurden gelöscht.",
});
