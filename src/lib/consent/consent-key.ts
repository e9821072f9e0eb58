/**
 * Where the visitor's consent is kept (localStorage). No imports: the build's page start script
 * reads it too (scripts/build/page-scripts.ts).
 */
export const CONSENT_STORAGE_KEY = 'cookie-consent'
