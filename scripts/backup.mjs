// `npm run backup [-- FILE]`: one archive of the CMS's database and uploads (scripts/lib/backup.mjs),
// by default backups/wundportal-<time>.tar.gz. Reads cms/.env like `npm start`; variables set in
// the environment take precedence (another database, another uploads folder).
import { join } from "node:path";
import { backup } from "./lib/backup.mjs";
import { cmsSettingsForBackup } from "./lib/backup-cli.mjs";
import { ROOT } from "./lib/paths.mjs";

const stamp = new Date()
  .toISOString()
  .replace(/[:.]/g, "-")
  .replace(/-\d{3}Z$/, "Z");
const out = process.argv[2] ?? join(ROOT, "backups", `wundportal-${stamp}.tar.gz`);
try {
  const { cmsEnv, emulatorState } = await cmsSettingsForBackup();
  const result = await backup({ cmsEnv, out, emulatorState });
  console.log(`Sicherung geschrieben: ${result.file} (${result.database}, ${result.uploads} Upload-Dateien)`);
} catch (error) {
  console.error(`Sicherung fehlgeschlagen: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
