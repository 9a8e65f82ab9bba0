/**
 * The contract of `/api/v1`, written once: the server validates and serializes with these
 * schemas, and the frontends use the types derived from them. Web code imports values only from
 * `constants` (re-exported here) and types from the rest, so no schema runtime reaches a bundle.
 */
export * from './constants';
export * from './envelope';
export * from './users';
export * from './sessions';
export * from './videos';
export * from './social';
export * from './dashboard';
export * from './youtube';
export * from './lists';
export * from './moderation';
export * from './comment-controls';
export * from './site';
export * from './blocks';
export * from './account-security';
export * from './notifications';
export * from './search';
export * from './platform-telemetry';
export * from './deployments';
export * from './jobs';
export * from './data-export';
export * from './captions';
export * from './endpoints';
