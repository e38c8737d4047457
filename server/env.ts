import "server-only";
import { isAddressOrRange } from "@wundportal/rules/preflight";
import { z } from "@/lib/zod";

const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

// Settings of the web app, parsed once. Defaults serve the embedded demo (`npm start`);
// production sets every secret explicitly.
const siteSchema = z.object({
  SITE_URL: z.url().default("http://localhost:3000"),
  CONTACT_EMAIL: z.email().default("kontakt@wundportal.de"),
});

const schema = siteSchema.extend({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  CMS_URL: z.url().default("http://127.0.0.1:1337"),
  NEXTAUTH_URL: z.url().optional(),
  CMS_READ_TOKEN: z.string().min(32, "CMS_READ_TOKEN fehlt oder ist zu kurz (mind. 32 Zeichen)"),
  REVALIDATE_SECRET: z.string().min(32, "REVALIDATE_SECRET fehlt oder ist zu kurz (mind. 32 Zeichen)"),
  NEXTAUTH_SECRET: z.string().min(32, "NEXTAUTH_SECRET fehlt oder ist zu kurz (mind. 32 Zeichen)"),
  /** Safety net for instances that missed a webhook; the webhook keeps lists fresh within a second. */
  CMS_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).default(300),
  /** Longest wait for one CMS answer; a frozen CMS must not hold a page (or a user lookup) forever. */
  CMS_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  /** "0" turns off the HTML cache of anonymous public pages (server/read-path/html-cache.ts); the benchmark compares both. */
  HTML_CACHE: z.enum(["0", "1"]).default("1"),
  /**
   * The bearer token a Prometheus scraper sends to GET /api/metrics; unset (or blank): no metrics,
   * the route answers 404.
   */
  METRICS_TOKEN: z.preprocess(
    blankToUndefined,
    z.string().min(32, "METRICS_TOKEN ist zu kurz (mind. 32 Zeichen)").optional(),
  ),
  /** "json": one JSON object per log line (time, level, msg, …) for log collectors; read by server/logging.ts at start. */
  LOG_FORMAT: z.enum(["text", "json"]).default("text"),
  /** Redis for more than one instance: invalidations are published to all (server/read-path/bus.ts). */
  REDIS_URL: z.url().optional(),
  /**
   * Proxies in front of the web app that append the client's address to X-Forwarded-For. 0: the
   * web app is reached directly and the socket's peer is the client; every header claim is ignored.
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * The addresses (or CIDR ranges) those proxies connect from, comma-separated: forwarded headers
   * (X-Forwarded-For, X-Forwarded-Host) count only from them (server/proxy-trust.ts). Loopback by
   * default, where a proxy on the same machine (nginx) connects from.
   */
  TRUSTED_PROXY_ADDRESSES: z
    .string()
    .default("127.0.0.1,::1")
    .transform((value) =>
      value
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine(
      (entries) => entries.every(isAddressOrRange),
      "nur IP-Adressen oder CIDR-Bereiche, durch Kommas getrennt (z. B. 127.0.0.1,10.0.0.0/8)",
    ),
  /** Attempt limits (per 15 minutes; sign-up per hour, reset per account per hour). */
  RATE_LIMIT_SIGNIN_PER_IP: z.coerce.number().int().min(1).default(100),
  RATE_LIMIT_SIGNIN_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_SIGNUP_PER_IP: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_RESET_PER_IP: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_RESET_PER_ACCOUNT: z.coerce.number().int().min(1).default(3),
  /** How often the counted views of detail pages are written to the CMS (server/stats/view-counter.ts). */
  STATS_FLUSH_MS: z.coerce.number().int().min(200).default(5000),
  /**
   * Where the CMS stores uploads: "local" (its disk, served by Strapi) or "s3" (a bucket that
   * /uploads/* reads with the S3_* settings below, the same as in the CMS's settings).
   */
  UPLOAD_PROVIDER: z.enum(["local", "s3"]).default("local"),
  S3_BUCKET: z.string().min(1).optional(),
  /** Unset for AWS itself (https://s3.<region>.amazonaws.com); any S3-compatible service names its address. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** "true": address the bucket as endpoint/bucket (MinIO, most stand-ins) instead of bucket.endpoint. */
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
});

/** With UPLOAD_PROVIDER=s3 the bucket and its key must be set: /uploads/* cannot work without them. */
const checkedSchema = schema.superRefine((settings, context) => {
  if (settings.UPLOAD_PROVIDER !== "s3") return;
  for (const name of ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
    if (!settings[name])
      context.addIssue({ code: "custom", path: [name], message: `${name} fehlt (UPLOAD_PROVIDER=s3)` });
  }
});

export type Env = z.infer<typeof schema>;

function parse(): Env {
  const result = checkedSchema.safeParse(process.env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(
      `Ungültige Einstellungen der Web-App:\n${lines.join("\n")}\nSiehe README, Abschnitt Einstellungen.`,
    );
  }
  return result.data;
}

let cached: Env | undefined;
/** The validated settings; throws a readable error naming every bad setting. */
export function env(): Env {
  cached ??= parse();
  return cached;
}

/**
 * Whether the portal is served over https: then the session cookie is Secure with the
 * __Secure- prefix and pages send HSTS.
 */
export function siteIsHttps(settings: Pick<Env, "SITE_URL" | "NEXTAUTH_URL"> = env()): boolean {
  return [settings.NEXTAUTH_URL, settings.SITE_URL].some((url) => url?.startsWith("https://"));
}

/** Name of next-auth's session cookie for these settings (only that one is read). */
export function sessionCookieName(settings: Pick<Env, "SITE_URL" | "NEXTAUTH_URL"> = env()): string {
  return siteIsHttps(settings) ? "__Secure-next-auth.session-token" : "next-auth.session-token";
}

/** The settings without secrets, safe to read while pages are prerendered at build time. */
export function siteConfig(): z.infer<typeof siteSchema> {
  return siteSchema.parse(process.env);
}

const geocoderSchema = z.object({
  /** Nominatim-compatible search endpoint, e.g. https://nominatim.openstreetmap.org/search; unset: offline gazetteer only. */
  GEOCODER_URL: z.preprocess(
    blankToUndefined,
    z.url({ protocol: /^https?$/, error: "GEOCODER_URL muss eine http(s)-Adresse sein" }).optional(),
  ),
  /** Identifies the portal to the geocoder (Nominatim's usage policy requires it). */
  GEOCODER_USER_AGENT: z.preprocess(blankToUndefined, z.string().trim().max(300).optional()),
});

export type GeocoderSettings = z.infer<typeof geocoderSchema>;

/** The geocoder settings (no secrets); `source` lets tests pass their own. Throws a readable error if invalid. */
export function geocoderSettings(source: Record<string, string | undefined> = process.env): GeocoderSettings {
  const result = geocoderSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(
      `Ungültige Einstellungen des Geocoders:\n${lines.join("\n")}\nSiehe README, Abschnitt Einstellungen.`,
    );
  }
  return result.data;
}
