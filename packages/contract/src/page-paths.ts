import { fillPath } from './path-template';

// The web app's own pages, as React Router matches them (`:name` is a parameter). The router's
// table, the app's links and the links the server writes into mails all take them from here.
// Guide pages are made from the content's collections (the web's shared/cms/guide-collections).

export const pagePaths = {
  home: '/',
  dashboard: '/dashboard',
  setupWizard: '/setup-wizard',
  accountSettings: '/account-settings',
  accountSettingsTab: '/account-settings/:tab',
  confirmAccountDeletion: '/confirm-account-deletion',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  passwordReset: '/password-reset',
  logout: '/logout',
  environments: '/my/environments',
  growCycles: '/my/grow-cycles',
  growCycle: '/my/grow-cycles/:id',
  growReport: '/my/grow-cycles/:id/report',
  compareGrows: '/my/grow-cycles/compare',
  sharedReport: '/shared/:token',
  plants: '/my/plants',
  plant: '/my/plants/:id',
  calendar: '/my/calendar',
  friends: '/my/friends',
  inventory: '/my/inventory/:kind',
  strains: '/catalogue/strains',
  catalogue: '/catalogue/:kind',
  shoppingLists: '/catalogue/shopping-lists',
  retailers: '/catalogue/retailers',
  legalDisclosure: '/legal-disclosure',
  meetMaryJane: '/meetmaryjane',
  blog: '/other/blog',
  blogPost: '/other/blog/:id',
  models: '/other/models',
  recipes: '/recipes',
  recipe: '/recipes/:id',
  automation: '/automation',
  errorPage: '/pages/misc/not-found/:error',
} as const;

export type PagePath = (typeof pagePaths)[keyof typeof pagePaths];

/** A page's address with its parameters filled in: `pagePath(pagePaths.growCycle, { id })`. */
export const pagePath = fillPath;
