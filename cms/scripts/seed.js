#!/usr/bin/env node
// @ts-check
"use strict";

/**
 * Fills an empty Strapi database with deterministic German demo data.
 *
 *   cd cms && node scripts/seed.js              # normal demo set
 *   cd cms && node scripts/seed.js --scale 10000 # benchmark set (10,000 events, ...)
 *   cd cms && node scripts/seed.js --force       # seed even if events already exist (adds, never wipes)
 *
 * Boots Strapi without its HTTP server (database and secrets from the environment, as for
 * `strapi start`); needs a compiled project in cms/dist (`strapi build`).
 */
const path = require("path");

/** @param {string[]} argv */
function parseArgs(argv) {
  const args = { scale: 1, force: false, help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    if (arg === "--force") args.force = true;
    else if (arg === "--help" || arg === "-h") args.help = true;
    else if (arg === "--scale" || arg.startsWith("--scale=")) {
      const raw = arg.includes("=") ? arg.split("=")[1] : argv[++i];
      const n = Number(raw);
      if (!Number.isFinite(n) || n < 1) throw new Error(`--scale erwartet eine Zahl ≥ 1, nicht „${raw}“`);
      args.scale = Math.floor(n);
    } else throw new Error(`Unbekanntes Argument: ${arg}`);
  }
  return args;
}

/**
 * A plain-text table.
 * @param {unknown[][]} rows
 * @param {string[]} headers
 */
function table(rows, headers) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i] ?? "").length)));
  /** @param {unknown[]} cells */
  const line = (cells) => cells.map((c, i) => String(c ?? "").padEnd(widths[i] ?? 0)).join("  ");
  return [line(headers), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.help) {
    console.log("Aufruf: node scripts/seed.js [--scale N] [--force]");
    return 0;
  }
  const started = Date.now();
  const appDir = path.resolve(__dirname, "..");
  const { createStrapi } = require("@strapi/strapi");
  const { seed, counts, alreadySeeded } = require("./seed/run");
  const { DEMO_USERS } = require("./seed/demo-users");

  const instance = createStrapi({ appDir, distDir: path.join(appDir, "dist") });
  instance.log.level = process.env.SEED_LOG_LEVEL || "warn";
  const app = await instance.load();
  let code = 0;
  try {
    if (!args.force && (await alreadySeeded(app))) {
      console.log("Datenbank bereits befüllt – Seed übersprungen");
      return 0;
    }
    /** @param {string} msg */
    const log = (msg) => console.log(msg);
    log(
      `Seed startet (${args.scale > 1 ? `Benchmark-Datensatz, --scale ${args.scale}` : "Demo-Datensatz"}) …`,
    );
    const { timings } = await seed(app, { scale: args.scale, log });

    const rows = await counts(app);
    console.log(
      "\n" +
        table(
          rows.map((r) => [r.label, r.total, r.visible ?? "", r.focus ?? ""]),
          ["Sammlung", "Gesamt", "Veröffentlicht", "Im Fokus"],
        ),
    );
    console.log(
      "\nZeiten: " +
        Object.entries(timings)
          .map(([k, ms]) => `${k} ${(ms / 1000).toFixed(1)} s`)
          .join(", "),
    );
    console.log("\nDemo-Zugänge (POST /api/auth/local):");
    console.log(
      table(
        DEMO_USERS.map((u) => [u.email, u.password, u.Rolle, u.plan || "–"]),
        ["E-Mail", "Passwort", "Rolle", "Abo"],
      ),
    );
    console.log(`\nFertig in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } catch (error) {
    code = 1;
    // Strapi's validation errors carry what failed in `details`.
    const details =
      typeof error === "object" && error !== null && "details" in error ? error.details : undefined;
    console.error("Seed fehlgeschlagen:", details ? JSON.stringify(details) : "");
    console.error(error);
  } finally {
    // Let queued background work (e.g. upload metadata) settle before the pool closes.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await app.destroy().catch(() => {});
  }
  return code;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
