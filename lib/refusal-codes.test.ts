// The refusal codes across the boundary: every code the CMS's source hands to refuse() is in the
// rules package's REFUSAL_CODES (read from the source, so a cast past the type is caught too), no
// listed code is dead, and every user-facing code has German text in the web app's catalogue.
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { REFUSAL_CODES } from "@wundportal/rules";
import { CMS_ERROR_MESSAGES } from "./messages";

const ROOT = join(__dirname, "..");

/** The code arguments that are not literals, each typed as a RefusalCode where it is set. */
const TYPED_CODE_ARGUMENTS = new Set([
  "first.code", // validation/listing-rules.ts: RuleProblem["code"] (packages/rules/src/listing-fields.ts)
  "limit.code", // listings/create-limit.ts: CreateLimit["code"], from LIMIT_CODES (listings/write-check.ts)
  // opt-in/records.ts: the kind's prefix (OptInKind["code"]) and a fixed reason, typed by `as const`.
  "`${kind.code}.pending` as const",
  "`${kind.code}.limitReached` as const",
  "`${kind.code}.mailFailed` as const",
  "`${kind.code}.invalidToken` as const",
]);

/** The non-test TypeScript sources under a folder of the repository, parsed. */
function sourcesUnder(folder: string): ts.SourceFile[] {
  const dir = join(ROOT, folder);
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name))
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return ts.createSourceFile(
        relative(ROOT, path),
        readFileSync(path, "utf8"),
        ts.ScriptTarget.Latest,
        true,
      );
    });
}

function visit(file: ts.SourceFile, onNode: (node: ts.Node) => void): void {
  const walk = (node: ts.Node): void => {
    onNode(node);
    ts.forEachChild(node, walk);
  };
  walk(file);
}

const cmsSources = sourcesUnder("cms/src");

/** Each refuse() call of the CMS: where it is and its code argument as written. */
const refusals = cmsSources.flatMap((file) => {
  const found: { at: string; code: ts.Expression | undefined }[] = [];
  visit(file, (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "refuse") {
      const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
      found.push({ at: `${file.fileName}:${line}`, code: node.arguments[1] });
    }
  });
  return found;
});

const codes = Object.keys(REFUSAL_CODES);
const userFacing = codes.filter((code) => REFUSAL_CODES[code as keyof typeof REFUSAL_CODES] === "user");

it("finds the CMS's refusals (the scan reads the source it should)", () => {
  expect(refusals.length).toBeGreaterThan(90);
});

it("hands refuse() a listed code, as a literal or a typed field, never a cast", () => {
  const unlisted = refusals
    .filter(({ code }) =>
      code && ts.isStringLiteralLike(code)
        ? !Object.hasOwn(REFUSAL_CODES, code.text)
        : !TYPED_CODE_ARGUMENTS.has(code?.getText() ?? ""),
    )
    .map(({ at, code }) => `${at} ${code?.getText() ?? "(no code)"}`);
  expect(unlisted).toEqual([]);
});

/** The reasons opt-in/records.ts joins to an opt-in kind's prefix (`${kind.code}.pending`). */
const OPT_IN_REASONS = [...TYPED_CODE_ARGUMENTS].flatMap(
  (text) => /^`\$\{kind\.code\}\.(\w+)`/.exec(text)?.[1] ?? [],
);

it("lists no code that nothing sends", () => {
  const literals = new Set<string>();
  const optInPrefixes = new Set<string>();
  for (const file of [...cmsSources, ...sourcesUnder("packages/rules/src")]) {
    if (file.fileName.endsWith("refusal-codes.ts")) continue;
    visit(file, (node) => {
      if (ts.isStringLiteralLike(node)) literals.add(node.text);
      // An opt-in kind (OptInKind): `code: "reminder"` sends reminder.pending, reminder.mailFailed, …
      if (
        ts.isPropertyAssignment(node) &&
        node.name.getText() === "code" &&
        ts.isStringLiteralLike(node.initializer) &&
        ts.isObjectLiteralExpression(node.parent) &&
        node.parent.properties.some((p) => p.name?.getText() === "scope")
      )
        optInPrefixes.add(node.initializer.text);
    });
  }
  for (const prefix of optInPrefixes)
    for (const reason of OPT_IN_REASONS) literals.add(`${prefix}.${reason}`);
  expect(OPT_IN_REASONS).toHaveLength(4);
  expect([...optInPrefixes].sort()).toEqual(["follow", "reminder", "savedSearch"]);
  expect(codes.filter((code) => !literals.has(code))).toEqual([]);
});

it("has German text for every user-facing code, and for nothing else", () => {
  const catalogue: Record<string, string> = CMS_ERROR_MESSAGES;
  expect(userFacing.filter((code) => !catalogue[code]?.trim())).toEqual([]);
  expect(Object.keys(catalogue).filter((key) => !userFacing.includes(key))).toEqual([]);
});
