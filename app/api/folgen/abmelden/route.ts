// One-click unsubscribe of a follow mail (server/opt-in/one-click.ts).
import { unsubscribeFollow } from "@/server/follows/cms";
import { oneClickUnsubscribe } from "@/server/opt-in/one-click";

export const { GET, POST } = oneClickUnsubscribe({
  unsubscribe: unsubscribeFollow,
  page: "/folgen/verwalten",
  label: "[folgen]",
  done: "Sie sind abgemeldet. Das Folgen und die dazu gespeicherte Email-Adresse wurden gelöscht.",
});
