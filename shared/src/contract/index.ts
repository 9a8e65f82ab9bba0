/**
 * The contract as the web apps see it: the types and the typebox-free constants of
 * `@kinora/contract`, never its schemas, so no schema runtime reaches a bundle.
 */
export * from './envelope';
export * from './user';
export * from './session';
export * from './video';
export * from './social';
export * from './dashboard';
export * from './youtube';
export * from './endpoints';
export * from './notification';
export * from './moderation';
export * from './site';
export * from './account-security';
export * from './comment-controls';
export * from './blocks';
export * from './search';
export * from './deployments';
export * from './platform-telemetry';
export * from './jobs';
export * from './data-export';
export * from './languages';
