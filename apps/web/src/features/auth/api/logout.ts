import { apiPaths } from '@maryjane/contract/api-paths';
import { apiClient } from '../../../shared/api-client';

/**
 * POST /user/logout: revokes this session on the server. Best effort: the caller ends the
 * session locally whatever happens (spec §4).
 */
export function logout(): Promise<unknown> {
  return apiClient.post(apiPaths.logout);
}
