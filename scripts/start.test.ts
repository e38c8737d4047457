import { spawnSync } from "child_process";
import { existsSync } from "fs";
import { join } from "path";

const ROOT = join(__dirname, "..");
const envFiles = [join(ROOT, ".env"), join(ROOT, "cms", ".env")];

describe("npm start with NODE_ENV=production", () => {
  it("refuses demo settings with every problem before it builds, writes or starts anything", () => {
    const before = envFiles.map(existsSync);
    const result = spawnSync(process.execPath, [join(ROOT, "scripts", "start.mjs")], {
      cwd: ROOT,
      encoding: "utf8",
      timeout: 120_000,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: "production",
        // What the demo would run with.
        SITE_URL: "http://localhost:3000",
        SMTP_HOST: "127.0.0.1",
        SMTP_PORT: "1025",
        STRIPE_API_BASE: "http://127.0.0.1:12111",
        ADMIN_PASSWORD: "Demo-Admin-2026!",
      },
    });
    expect(result.status).toBe(1);
    for (const setting of ["SITE_URL", "SMTP_PORT", "STRIPE_API_BASE", "ADMIN_PASSWORD", "NEXTAUTH_SECRET"])
      expect(result.stderr).toContain(setting);
    expect(result.stderr).toContain("Web-App:");
    expect(result.stderr).toContain("CMS:");
    // No service started (each one's output is prefixed with its name), nothing built, no .env written.
    expect(result.stdout).not.toMatch(/^\[(mail|stripe|cms|web)\]/m);
    expect(result.stdout).not.toMatch(/(CMS|Web-App): baue/);
    expect(envFiles.map(existsSync)).toEqual(before);
  }, 120_000);
});
