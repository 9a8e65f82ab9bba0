import { defineEndpoints } from './define';

export const notificationEndpoints = defineEndpoints({});
