export type { Session, SessionsRevoked } from '@kinora/contract';
