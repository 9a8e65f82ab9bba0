// Linked only from the settings' own tabs, so the path stays with the remote that serves it (its
// route record, `pages.json`, names the same) rather than in the federated entry's table.
export const SETTINGS_BLOCKED_PATH = '/settings/blocked';
export const SETTINGS_SECURITY_PATH = '/settings/security';
