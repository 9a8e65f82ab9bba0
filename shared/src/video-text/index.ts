// What goes with a video as text: its chapters (read from the description, by the watch page) and
// its captions' calls (the studio's). A kit each remote bundles with the pages that use it, so the
// federated entry every first visit downloads carries neither.
export * from './chapters';
export * from './captions-api';
