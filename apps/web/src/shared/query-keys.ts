/**
 * Query keys more than one feature touches: the account pages and the sign-in pages both put
 * the signed-in user into the cache the header reads.
 */
export const queryKeys = {
  currentUser: ['user', 'current'] as const,
  publicConfig: ['config'] as const,
};
