import { CMS_BASE, CMS_TIMEOUT_MS } from '@maryjane/contract/constants';
import { createHttpClient } from './http-client';
import { i18n } from './i18n';

/** Client of the content system (guides, blog, pages): `/cms`, 10 s, public, no token. */
export const cmsClient = createHttpClient({
  baseUrl: CMS_BASE,
  timeoutMs: CMS_TIMEOUT_MS,
  headers: () => ({ 'Accept-Language': i18n.language || 'en' }),
});
