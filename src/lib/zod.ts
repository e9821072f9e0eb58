import { z } from 'zod'

/*
 * zod, set up for the site's Content-Security-Policy, which forbids evaluating strings: left
 * alone, zod probes `new Function('')` when it first builds an object schema (to compile fast
 * parsers), and the browser reports that probe as a policy violation even though zod catches
 * it. Jitless, zod never tries. The setting must be made before any schema is built, so every
 * module takes `z` from here (a lint rule keeps it so).
 */
z.config({ jitless: true })

export { z }
