import { z } from 'zod';

// The `z` every schema here is built with. In the browser zod runs without compiling parsers: its
// compiler needs `new Function`, which the site's CSP refuses, and even zod's probe for it is
// reported as a violation. This runs before any schema is built (each schema module imports it).
// The server keeps the compiled parsers.
if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
