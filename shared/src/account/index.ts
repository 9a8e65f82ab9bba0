// The calls only the account's settings pages make (security, passkeys, devices, email): a kit the
// studio bundles with those pages, so the federated entry every first visit downloads carries none.
export * from './security-api';
export * from './sessions-api';
export * from './data-export-api';
