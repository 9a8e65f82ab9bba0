export { duplicateAccountFields, type AccountService, type Applicant } from './account-service';
export { type BlockService } from './block-service';
export { trustedDeviceOf } from './session-cookies';
export { createSessionRepository } from './session-repository';
export { type SessionService } from './session-service';
export { toPublicUser } from './user-mappers';
export { createUserRepository, escapeLike, type UserRepository } from './user-repository';
