/**
 * The public face of `@kinora/shared`, a federation singleton: every app gets this one instance,
 * so the API client, the session and the toasts are the same object everywhere on the page.
 * Test helpers live in `@kinora/shared/test-utils` and are deliberately not exported here.
 */
export * from './contract';
export * from './routing/paths';
export * from './routing/first-screen';
export * from './routing/results';
export { claimOf } from './routing/route-match';
export * from './routing/route-record';
export * from './routing/router';
export * from './format';
export * from './api';
export * from './stores';
export * from './ui';
export * from './app';
export * from './data';
export * from './social';
export * from './federation';
export * from './first-paint';
export * from './i18n';
