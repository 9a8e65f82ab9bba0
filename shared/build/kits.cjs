/**
 * The kits: the package's subpaths (`@kinora/shared/<kit>`, folders of `src/`) that the remotes
 * bundle with the pages that use them instead of sharing. The federated entry never imports them;
 * they reach the rest of the package through `@kinora/shared`, the singleton. (`routing` and
 * `first-paint` are subpaths too, but the entry carries them: they are no kits.)
 */
const KITS = [
  'discussion',
  'moderation',
  'channel',
  'standalone',
  'account',
  'appearance',
  'video-text',
  'forms',
];

module.exports = { KITS };
