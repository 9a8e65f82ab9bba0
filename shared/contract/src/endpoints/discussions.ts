import { defineEndpoints } from './define';

export const discussionEndpoints = defineEndpoints({});
