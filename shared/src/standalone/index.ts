// A remote on its own dev server: the shell's providers and session around the remote's pages, a
// plain frame and a dev login. Only a remote's own page boots it (the shell never does), so it is
// a kit each remote bundles, not part of the federated package a first visit downloads.
export { renderStandalone } from './render-standalone';
