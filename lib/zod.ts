// zod for the whole app, configured once. `jitless`: zod otherwise probes whether it may compile
// parsers with `new Function`, which our nonce CSP (rightly) forbids in the browser; the probe is
// caught, but Chrome still records a CSP violation on every page with a filter form.
import { z } from "zod";

z.config({ jitless: true });

export { z };
