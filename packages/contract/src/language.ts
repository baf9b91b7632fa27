import { z } from 'zod';
import { languages } from './constants';

/**
 * A language of the app in a request or response. The list and the `Language` type live in
 * constants.ts, which stays free of zod because every page of the web app loads it.
 */
export const languageSchema = z.enum(languages);
