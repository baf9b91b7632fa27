import { z } from 'zod';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a path's id can be a record's id. Decided once for the whole API: a malformed id is
 * looked up like any other and simply not found (404), never a 400 that tells ids apart.
 */
export const isUuid = (value: string) => UUID.test(value);

/** The `:id` of a path; see `isUuid` for what a malformed one answers. */
export const idParamsSchema = z.object({ id: z.string() });
