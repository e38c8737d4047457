// Stripe's request encoding: application/x-www-form-urlencoded with bracket paths
// (`line_items[0][price]=…`, `metadata[userId]=7`, `expand[]=subscription`).

const isIndex = (token) => token === "" || /^\d+$/.test(token);

/** Parses a bracket-encoded form or query string into nested objects and arrays. */
export function parseForm(text) {
  const out = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const [head, ...rest] = rawKey.split("[");
    const path = [head, ...rest.map((part) => part.replace(/\]$/, ""))];
    let node = out;
    path.forEach((token, i) => {
      const last = i === path.length - 1;
      const key = Array.isArray(node) && token === "" ? node.length : token;
      if (last) {
        node[key] = value;
        return;
      }
      if (node[key] === undefined) node[key] = isIndex(path[i + 1]) ? [] : {};
      node = node[key];
    });
  }
  return out;
}
