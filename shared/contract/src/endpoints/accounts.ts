import { defineEndpoints } from './define';

export const accountEndpoints = defineEndpoints({});
