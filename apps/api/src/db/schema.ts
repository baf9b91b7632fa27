// The tables drizzle knows about; each module keeps its tables in a file of its own under schema/.
// Columns holding one of the contract's values are typed with it (`varchar(…, { enum })`,
// `.$type<…>()`): that types the rows and the inserts only; the SQL stays a plain varchar.
export { users } from './schema/users';
export { seedRuns } from './schema/seed-runs';
export { sessions } from './schema/sessions';
export { emailVerifications } from './schema/email-verifications';
export { userTokens, userTokenPurpose } from './schema/user-tokens';
export {
  retailers,
  catalogueItems,
  shoppingLists,
  shoppingListItems,
  strainProducers,
  strains,
} from './schema/catalogue';
export {
  inventoryItems,
  environments,
  environmentEquipment,
  growCycles,
  growCyclePhaseChanges,
  plants,
  journalEntries,
  inventoryMovements,
  calendarFeeds,
} from './schema/grow';
export { journalFeedItems, feedingPlanItems } from './schema/feeding';
export {
  sensorDevices,
  sensorReadings,
  sensorRollups,
  sensorRollupsHourly,
  environmentTargets,
  notifications,
} from './schema/sensors';
export { photos } from './schema/photos';
export { idempotencyKeys } from './schema/idempotency-keys';
export { harvests, shareLinks } from './schema/harvests';
export { storedFiles } from './schema/stored-files';
export { pushSubscriptions, appSecrets } from './schema/push';
