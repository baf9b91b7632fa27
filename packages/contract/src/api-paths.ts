import { fillPath } from './path-template';

// Every path of the API below `/api`, in the form Fastify registers (`:name` is a parameter).
// The server registers these, the web client calls them through `apiPath`, and a test checks
// that the server's route table is exactly this list.

/** Paths that are the same for every kind. */
export const apiPaths = {
  health: '/health',
  config: '/config',
  captchaChallenge: '/captcha/challenge',
  countries: '/location/countries',
  states: '/location/states',
  cities: '/location/cities',

  user: '/user',
  verifyEmail: '/user/verify-email',
  register: '/user/register',
  login: '/user/login',
  logout: '/user/logout',
  forgotPassword: '/user/forgot-password',
  resetPassword: '/user/reset-password',
  changePassword: '/user/change-password',
  profile: '/user/profile',
  avatar: '/user/profile/avatar',
  location: '/user/location',
  household: '/user/household',
  alertSettings: '/user/alert-settings',
  pushKey: '/push/key',
  pushSubscription: '/push/subscription',
  requestDeletion: '/user/request-deletion',
  confirmDeletion: '/user/confirm-deletion',
  cancelDeletion: '/user/cancel-deletion',
  exportData: '/user/export',
  exportCsv: '/user/export/csv/:list',
  exportArchive: '/user/export/archive',
  importData: '/user/import',
  importArchive: '/user/import/archive',

  strains: '/strains',
  customStrain: '/strains/custom',
  strainEffects: '/strains/effects',
  strainRetailers: '/strains/retailers',
  producers: '/strain-producers',
  customProducer: '/strain-producers/custom',
  retailers: '/retailers',
  numberOfPlants: '/equipment-items/number-of-plants',

  inventoryTotals: '/inventory/totals',
  inventory: '/inventory/:kind',
  inventoryLine: '/inventory/:kind/:id',
  inventoryLineMovements: '/inventory/:kind/:id/movements',
  shoppingListToInventory: '/inventory/:kind/shopping-list',
  environments: '/environments',
  environment: '/environments/:id',
  environmentReadings: '/environments/:id/readings',
  environmentTargets: '/environments/:id/targets',
  growCycles: '/grow-cycles',
  growCycle: '/grow-cycles/:id',
  growCyclePhase: '/grow-cycles/:id/phase',
  growCyclePlants: '/grow-cycles/:id/plants',
  growCycleJournal: '/grow-cycles/:id/journal',
  growCycleFeedingPlan: '/grow-cycles/:id/feeding-plan',
  growCycleFeedingPlanCopy: '/grow-cycles/:id/feeding-plan/copy',
  plants: '/plants',
  plant: '/plants/:id',
  journalEntry: '/journal/:id',
  growCyclePhotos: '/grow-cycles/:id/photos',
  photo: '/photos/:id',
  photoFile: '/photos/:id/:size',
  plantHarvest: '/plants/:id/harvest',
  growCycleHarvests: '/grow-cycles/:id/harvests',
  growCycleResults: '/grow-cycles/:id/results',
  growCycleReport: '/grow-cycles/:id/report',
  growCyclesCompare: '/grow-cycles/compare',
  shareLinks: '/share-links',
  shareLink: '/share-links/:id',
  sharedReport: '/shared/:token',
  legalCheck: '/legal-check',
  calendar: '/calendar',
  calendarFeed: '/calendar/feed',
  calendarFeedFile: '/calendar/feeds/:file',
  setupWizardImport: '/setup-wizard/import',

  sensors: '/sensors',
  sensor: '/sensors/:id',
  sensorKey: '/sensors/:id/key',
  sensorReadings: '/sensors/readings',
  /**
   * Where an Ecowitt gateway's customized upload posts, and a Shelly H&T's report URL: outside
   * /sensors, where /sensors/{id}/key would make the paths ambiguous.
   */
  sensorEcowitt: '/ingest/ecowitt/:key',
  sensorShelly: '/ingest/shelly/:key',
  sensorHomeAssistant: '/sensors/home-assistant',
  notifications: '/notifications',
  notificationRead: '/notifications/:id/read',
  notificationsReadAll: '/notifications/read-all',
  weather: '/weather',
} as const;

/** The catalogue's paths of one kind, by its prefix (`equipment`, `supply`, `tool`). */
export const catalogueApiPaths = <Prefix extends string>(prefix: Prefix) =>
  ({
    items: `/${prefix}-items`,
    brands: `/${prefix}-items/brands`,
    categories: `/${prefix}-items/categories`,
    customItem: `/${prefix}-items/custom`,
    itemRetailers: `/${prefix}-items/retailers`,
    types: `/${prefix}-types`,
    shoppingLists: `/${prefix}-shopping-lists`,
  }) as const;

/** Adding the grower's own entry and its inventory line at once, per inventory kind. */
export const customInventoryPath = <Kind extends string>(kind: Kind) =>
  `/inventory/${kind}/custom` as const;

/** A path with its parameters filled in, each encoded: `apiPath(apiPaths.plant, { id })`. */
export const apiPath = fillPath;
