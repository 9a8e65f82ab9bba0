export { trustedDeviceOf } from './session-cookies';
export { createSessionRepository } from './session-repository';
export { toPublicUser } from './user-mappers';
export { createUserRepository, escapeLike } from './user-repository';
