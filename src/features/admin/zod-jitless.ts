import { config } from 'zod/v4/core';

// Zod compiles fast object parsers with `new Function`, and probes for it even where the
// Content-Security-Policy forbids eval, which reports a violation. The admin island imports
// this first, before any schema is built.
config({ jitless: true });
