import type { MetadataRoute } from "next";
import { siteConfig } from "@/server/env";

export default function robots(): MetadataRoute.Robots {
  const { SITE_URL } = siteConfig();
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/admin", "/api/"] }],
    sitemap: `${SITE_URL}/sitemap.xml`,
  };
}
