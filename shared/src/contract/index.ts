export * from './envelope';
export * from './user';
export * from './video';
export * from './social';
export * from './dashboard';
export * from './youtube';
export * from './endpoints';
