import { config, z } from 'zod';

// The app runs under a CSP without 'unsafe-eval'. zod's compiled parsers probe `new Function`
// while a schema is built, and the browser reports that as a violation even though zod catches
// it. So in the browser zod parses without compiling (a little slower); the server keeps it.
// Every contract module takes z from here, so this runs before the first schema is built.
if ('document' in globalThis) config({ jitless: true });

export { z };
