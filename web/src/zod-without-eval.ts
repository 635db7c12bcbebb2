// The web build's `zod` (vite.config.ts aliases the bare name here), set to run without `eval`.
// zod compiles fast object parsers with `new Function` unless told not to, and probes for it as
// each object schema is built; under Qiao's content policy (no 'unsafe-eval') that probe is
// reported as a blocked eval on every page. The browser parses small answers, where compiled
// parsers buy nothing. Being what `zod` resolves to, this runs before any schema is built, which
// an early import in an entry cannot promise once modules are split into chunks. The server and
// tests keep the compiled parsers.
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z };
export default z;
