import type { MetadataRoute } from "next";
import { listCarePartners } from "@/server/cms/care-partners";
import { listEventSummaries } from "@/server/cms/events";
import { listManufacturers } from "@/server/cms/manufacturers";
import { listPublicSpeakers } from "@/server/cms/speakers";
import { PUBLIC_PAGES } from "@/lib/public-pages";
import { siteConfig } from "@/server/env";

/** Every published detail page and the public list and info pages. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = siteConfig().SITE_URL;
  const url = (path: string) => new URL(path, site).toString();
  const [events, speakers, manufacturers, partners] = await Promise.all([
    listEventSummaries(),
    listPublicSpeakers(),
    listManufacturers(),
    listCarePartners(),
  ]);
  return [
    ...PUBLIC_PAGES.map((path) => ({ url: url(path), changeFrequency: "daily" as const })),
    ...events.map((e) => ({ url: url(`/veranstaltungen/${e.id}`), lastModified: e.updatedAt })),
    ...speakers.map((s) => ({ url: url(`/referenten/${s.id}`), lastModified: s.updatedAt })),
    ...manufacturers.map((m) => ({ url: url(`/hersteller/${m.id}`), lastModified: m.updatedAt })),
    ...manufacturers.flatMap((m) => m.Produkt.map((p) => ({ url: url(`/produkt/${p.id}`) }))),
    ...partners.map((p) => ({ url: url(`/versorgungspartner/${p.id}`), lastModified: p.updatedAt })),
  ];
}
