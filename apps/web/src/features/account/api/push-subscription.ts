import { apiPaths } from '@maryjane/contract/api-paths';
import { pushKeySchema, type PushSubscriptionBody } from '@maryjane/contract/notifications';
import { apiClient } from '../../../shared/api-client';

/** GET /push/key: the key browsers subscribe with (`applicationServerKey`, base64url). */
export async function getPushKey(): Promise<string> {
  const { publicKey } = await apiClient.get(apiPaths.pushKey, { schema: pushKeySchema });
  return publicKey;
}

/**
 * PUT /push/subscription: this browser gets the grower's alerts (204), in its language and
 * time zone. A 422 on `endpoint`: its
 * push service is not one MaryJane posts to.
 */
export async function savePushSubscription(
  subscription: PushSubscriptionBody,
  language: string,
): Promise<void> {
  // The alerts' words and quiet hours follow this device's language and time zone.
  await apiClient.put(apiPaths.pushSubscription, {
    ...subscription,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    language: language.startsWith('de') ? 'de' : 'en',
  });
}

/** DELETE /push/subscription: this browser no longer gets them (204). */
export async function deletePushSubscription(endpoint: string): Promise<void> {
  await apiClient.request(apiPaths.pushSubscription, { method: 'DELETE', body: { endpoint } });
}
