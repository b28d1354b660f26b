import { z } from 'zod';

// Browsers run the site under a CSP without 'unsafe-eval': zod's compiled parsers would try `new Function` (and
// the browser would log the refusal), so there they parse without it. The server keeps the compiled parsers.
if ('document' in globalThis) z.config({ jitless: true });

/** zod, configured for where it runs; every schema of the contract imports it from here. */
export { z };
