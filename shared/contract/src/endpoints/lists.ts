import { defineEndpoints } from './define';

export const listEndpoints = defineEndpoints({});
