import { defineEndpoints } from './define';

export const youtubeEndpoints = defineEndpoints({});
