import { z } from 'zod';

// The fields the shell shows. Replace with the contract's user schema once the API publishes
// it (packages/contract/src/user.ts), so the shape is written once.
export const currentUserSchema = z.object({
  username: z.string(),
  email: z.string(),
  avatar: z.string().nullish(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
