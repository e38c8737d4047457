// The repository's documentation stays a guide: the README is short, and every relative link in it,
// in CONTRIBUTING.md and in docs/*.md reaches a file (and heading) inside the repository.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";

const ROOT = join(__dirname, "..");
const DOCS = [
  "README.md",
  "CONTRIBUTING.md",
  ...readdirSync(join(ROOT, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];

const withoutCode = (text: string) => text.replace(/```[\s\S]*?```/g, "");

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- _]/gu, "")
    .replace(/ /g, "-");

function anchorsOf(file: string): Set<string> {
  const text = withoutCode(readFileSync(join(ROOT, file), "utf8"));
  return new Set([...text.matchAll(/^#+ (.*)$/gm)].map((match) => anchorOf(match[1] ?? "")));
}

/** What is wrong with the relative links of `file` (its text, unless given). */
function linkProblems(file: string, text = readFileSync(join(ROOT, file), "utf8")): string[] {
  const problems: string[] = [];
  for (const match of withoutCode(text).matchAll(/\]\(([^)\s]+)\)/g)) {
    const link = match[1] ?? "";
    if (/^(https?:|mailto:)/.test(link)) continue;
    const [path = "", anchor] = link.split("#");
    const target = path ? normalize(join(dirname(file), path)) : file;
    if (relative(ROOT, join(ROOT, target)).startsWith("..")) {
      problems.push(`${file}: ${link} leaves the repository`);
    } else if (!existsSync(join(ROOT, target))) {
      problems.push(`${file}: ${link} does not exist`);
    } else if (anchor && target.endsWith(".md") && !anchorsOf(target).has(anchor)) {
      problems.push(`${file}: ${link} names no heading of ${target}`);
    }
  }
  return problems;
}

describe("documentation", () => {
  it("keeps the README to at most 150 lines", () => {
    const lines = readFileSync(join(ROOT, "README.md"), "utf8").trimEnd().split("\n");
    expect(lines.length).toBeLessThanOrEqual(150);
  });

  it("links only to files and headings inside the repository", () => {
    expect(DOCS.flatMap((file) => linkProblems(file))).toEqual([]);
  });

  it("reports a missing file, a missing heading and a link out of the repository", () => {
    const text =
      "[a](docs/nope.md) [b](docs/commands.md#nope) [c](../shared/STYLE.md) [d](docs/commands.md#prüfen)";
    expect(linkProblems("README.md", text)).toEqual([
      "README.md: docs/nope.md does not exist",
      "README.md: docs/commands.md#nope names no heading of docs/commands.md",
      "README.md: ../shared/STYLE.md leaves the repository",
    ]);
  });

  it("derives GitHub's anchors", () => {
    expect(anchorOf("6. Mail: SMTP, SPF, DKIM, DMARC")).toBe("6-mail-smtp-spf-dkim-dmarc");
    expect(anchorOf("Abhängigkeiten über die Vorgaben hinaus")).toBe(
      "abhängigkeiten-über-die-vorgaben-hinaus",
    );
    expect(anchorsOf("README.md").has("rezepte")).toBe(true);
    expect(anchorsOf("README.md").has("no-such-heading")).toBe(false);
  });
});
