// The page the unsubscribe link of every notification mail opens (`/unsubscribe?token=…`): the
// server writes the link, and this remote's route record (`pages.json`) serves the same path.
export const UNSUBSCRIBE_PATH = '/unsubscribe';
