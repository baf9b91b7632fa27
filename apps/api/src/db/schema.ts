// The tables drizzle knows about; each module keeps its tables in a file of its own under schema/.
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
  calendarFeeds,
} from './schema/grow';
export {
  sensorDevices,
  sensorReadings,
  sensorRollups,
  environmentTargets,
  notifications,
} from './schema/sensors';
