// @ts-check
// `npm run restore -- FILE`: brings a fresh stack (empty database) to the state of a backup made by
// `npm run backup`. Reads cms/.env like `npm start`; variables set in the environment take
// precedence. Start the stack afterwards with `npm start`.
import "./lib/node-runtime.mjs";
import { restore } from "./lib/backup.mjs";
import { cmsSettingsForBackup } from "./lib/backup-cli.mjs";

const file = process.argv[2];
if (!file) {
  console.error("Aufruf: npm run restore -- DATEI");
  process.exit(1);
}
try {
  const { cmsEnv, emulatorState } = await cmsSettingsForBackup();
  const result = await restore({ cmsEnv, file, emulatorState });
  console.log(
    `Sicherung vom ${result.createdAt} eingespielt: Datenbank ${result.target}, ${result.uploads} Upload-Dateien nach ${result.uploadsDir}`,
  );
} catch (error) {
  console.error(`Wiederherstellung fehlgeschlagen: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
