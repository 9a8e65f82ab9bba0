import { defineEndpoints } from './define';

export const platformEndpoints = defineEndpoints({});
