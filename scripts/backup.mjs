// @ts-check
// `npm run backup [-- FILE] [--keep N]`: one archive of the CMS's database and uploads
// (scripts/lib/backup.mjs), by default backups/wundportal-<time>.tar.gz, readable by its owner only.
// With --keep N only the newest N archives named like that stay in its folder. Reads cms/.env like
// `npm start`; variables set in the environment take precedence (another database, another uploads
// folder).
import "./lib/node-runtime.mjs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { archiveName, backup } from "./lib/backup.mjs";
import { cmsSettingsForBackup } from "./lib/backup-cli.mjs";
import { ROOT } from "./lib/paths.mjs";

function args() {
  try {
    return parseArgs({ options: { keep: { type: "string" } }, allowPositionals: true });
  } catch {
    throw new Error("Aufruf: npm run backup -- [DATEI] [--keep N] (--keep erwartet eine Zahl ab 1)");
  }
}

try {
  const { values, positionals } = args();
  const keep = values.keep === undefined ? undefined : /^\d+$/.test(values.keep) ? Number(values.keep) : NaN;
  const out = positionals[0] ?? join(ROOT, "backups", archiveName());
  const { cmsEnv, emulatorState } = await cmsSettingsForBackup();
  const result = await backup({ cmsEnv, out, emulatorState, keep });
  console.log(`Sicherung geschrieben: ${result.file} (${result.database}, ${result.uploads} Upload-Dateien)`);
  if (result.sharedFolder) {
    console.log(
      "Hinweis: Der Ordner ist ein gemeinsamer Ordner (Sticky-Bit) und bleibt, wie er ist; die Sicherung selbst kann nur ihr Eigentümer lesen.",
    );
  }
  if (keep)
    console.log(`${result.pruned.length} ältere Sicherungen gelöscht (behalten: die neuesten ${keep})`);
} catch (error) {
  console.error(`Sicherung fehlgeschlagen: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
