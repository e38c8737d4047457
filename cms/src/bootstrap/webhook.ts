// Registers the webhook that tells the web app to drop its cached collection after an edit.
import type { Core, Modules } from "@strapi/strapi";

type Webhook = Modules.WebhookStore.Webhook;
/** The store's calls used here; Strapi's own type asks for an id on create, which the store assigns. */
interface Store {
  findWebhooks(): Promise<Webhook[]>;
  createWebhook(data: Omit<Webhook, "id">): Promise<Webhook>;
  updateWebhook(id: string, data: Omit<Webhook, "id">): Promise<Webhook | null>;
}

const NAME = "web-app-revalidate";
const EVENTS = ["entry.create", "entry.update", "entry.delete", "entry.publish", "entry.unpublish"];

export async function ensureRevalidateWebhook(
  strapi: Core.Strapi,
  { url, secret }: { url?: string; secret?: string },
): Promise<void> {
  if (!url || !secret) {
    strapi.log.warn(
      "WEB_REVALIDATE_URL/REVALIDATE_SECRET fehlen: die Web-App erfährt nichts von Änderungen.",
    );
    return;
  }
  const store: Store = strapi.get("webhookStore");
  const runner: Modules.WebhookRunner.WebhookRunner = strapi.get("webhookRunner");
  const wanted = {
    name: NAME,
    url,
    headers: { "x-revalidate-secret": secret },
    events: EVENTS,
    isEnabled: true,
  };
  const existing = (await store.findWebhooks()).find((w) => w.name === NAME);
  if (!existing) {
    runner.add(await store.createWebhook(wanted));
    return;
  }
  const same =
    existing.url === url &&
    existing.headers?.["x-revalidate-secret"] === secret &&
    existing.isEnabled &&
    EVENTS.every((e) => existing.events.includes(e));
  if (same) return;
  const updated = await store.updateWebhook(existing.id, wanted);
  if (updated) runner.update(updated);
}
