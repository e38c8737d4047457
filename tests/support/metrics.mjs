// Reading Prometheus' text exposition format (what /api/metrics and the CMS's /_metrics serve):
// prom-client writes but does not parse it, so a small parser for the tests.

/**
 * Every sample of an exposition as { name, labels, value }.
 * @param {string} text
 */
export function parseMetrics(text) {
  const samples = [];
  for (const line of text.split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`Keine Zeile des Prometheus-Formats: ${line}`);
    /** @type {Record<string, string>} */
    const labels = {};
    for (const [, key = "", value = ""] of (match[2] ?? "").matchAll(
      /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g,
    )) {
      labels[key] = value.replace(/\\(.)/g, (_, c) => (c === "n" ? "\n" : c));
    }
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return samples;
}

/**
 * The sum of the samples named `name` whose labels include `labels` (0 when there are none).
 * @param {ReturnType<typeof parseMetrics>} samples
 * @param {string} name
 * @param {Record<string, string>} [labels]
 */
export function valueOf(samples, name, labels = {}) {
  return samples
    .filter(
      (sample) =>
        sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
    )
    .reduce((sum, sample) => sum + sample.value, 0);
}

/**
 * Scrapes `url` with the bearer token; fails unless it answers 200 in the exposition format.
 * @param {string} url
 * @param {string} token
 */
export async function scrape(url, token) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  if (!/^text\/plain; version=0\.0\.4/.test(response.headers.get("content-type") ?? ""))
    throw new Error(`${url}: ${response.headers.get("content-type")}`);
  return parseMetrics(await response.text());
}
