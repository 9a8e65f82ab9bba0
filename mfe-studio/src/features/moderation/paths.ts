// Linked only from the studio's own moderation pages, so the path stays with the remote that serves
// it (its route record, `pages.json`, names the same) rather than in the federated entry's table.
export const MODERATION_HELD_PATH = '/moderation/held';
