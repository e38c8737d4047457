// @ts-check
// Command-line options of the measuring scripts (`npm run bench -- --scale 100000`).

/**
 * The value given after `--name` (undefined when the option ends the line), else `fallback`.
 * @param {string} name
 * @param {string} [fallback]
 * @returns {string | undefined}
 */
export function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}
