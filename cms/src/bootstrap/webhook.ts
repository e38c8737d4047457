// Registers the webhook that tells the web app to drop its cached collection after an edit.
import type { Core } from '@strapi/strapi';

const NAME = 'web-app-revalidate';
const EVENTS = ['entry.create', 'entry.update', 'entry.delete', 'entry.publish', 'entry.unpublish'];

export async function ensureRevalidateWebhook(
  strapi: Core.Strapi,
  { url, secret }: { url?: string; secret?: string },
): Promise<void> {
  if (!url || !secret) {
    strapi.log.warn('WEB_REVALIDATE_URL/REVALIDATE_SECRET fehlen: die Web-App erfährt nichts von Änderungen.');
    return;
  }
  const store = strapi.get('webhookStore');
  const runner = strapi.get('webhookRunner');
  const wanted = { name: NAME, url, headers: { 'x-revalidate-secret': secret }, events: EVENTS, isEnabled: true };
  const existing = (await store.findWebhooks()).find((w) => w.name === NAME);
  if (!existing) {
    runner.add(await store.createWebhook(wanted));
    return;
  }
  const same =
    existing.url === url &&
    existing.headers?.['x-revalidate-secret'] === secret &&
    existing.isEnabled &&
    EVENTS.every((e) => existing.events.includes(e));
  if (!same) runner.update(await store.updateWebhook(existing.id, wanted));
}
