import type { wizardImportBodySchema } from '@maryjane/contract/setup-wizard';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/users';

export async function saveLocation(
  db: Database,
  ownerId: string,
  location: NonNullable<z.output<typeof wizardImportBodySchema>['location']>,
) {
  await db
    .update(users)
    .set({ ...location, updatedAt: new Date() })
    .where(eq(users.id, ownerId));
}

/** The household's answers the wizard asked; an answer not given keeps the saved one. */
export async function saveHousehold(
  db: Database,
  ownerId: string,
  household: NonNullable<z.output<typeof wizardImportBodySchema>['household']>,
) {
  const { adultsInHousehold, growsInGermany } = household;
  await db
    .update(users)
    .set({
      ...(adultsInHousehold === undefined ? {} : { adultsInHousehold }),
      ...(growsInGermany === undefined ? {} : { growsInGermany }),
      updatedAt: new Date(),
    })
    .where(eq(users.id, ownerId));
}
