import { pagePath, pagePaths } from '@maryjane/contract/page-paths';
import type { QueryClient } from '@tanstack/react-query';
import type { ContentCollectionId } from '@maryjane/contract/content-ids';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import {
  guideCollections,
  guideGroupPaths,
  guideSectionPaths,
} from '../shared/cms/guide-collections';
import { lazyPage } from '../shared/lazy-page';

/** Access flags of spec §2. */
export type Access = 'public' | 'authenticatedOnly' | 'unauthenticatedOnly';
export type LayoutName = 'default' | 'blank';

export interface AppRoute {
  path: string;
  layout: LayoutName;
  access: Access;
  element: ReactNode;
  /**
   * A member's page the server may send rendered as its frame: layout, headings and loading
   * cards, no personal data (./render-page.tsx). Only pages that look the same for every member
   * until their data arrives (no dates of the reader's day, no address parameters).
   */
  memberShell?: boolean;
  /**
   * Loads a module that asks for the page's data: started as the app boots, for a reader the
   * page is open to, so the requests travel while the page's code loads (./prefetch-page-data.ts).
   */
  prefetch?: () => Promise<{ prefetchData: (queryClient: QueryClient) => void }>;
  /** A public page for each entry of this content collection, the entry's id as `:id` (sitemap). */
  content?: ContentCollectionId;
  /** A public page search engines must not index (a shared grow report): robots `noindex`. */
  noindex?: boolean;
}

// Texts outside the core bundle `/` loads (../shared/i18n.ts), named by the pages that show them:
// 'validation' (field errors) by pages with forms, 'auth' by the sign-in pages, 'content' and
// 'reader' by the content system's pages and the guides, 'guide-pages' by the guide lists (the
// navigation needs only the guides' titles, which stay in the core 'guides').
const HomePage = lazyPage(() => import('../features/home/home-page'), 'HomePage');
const DashboardPage = lazyPage(
  () => import('../features/dashboard/dashboard-page'),
  'DashboardPage',
  ['dashboard'],
);
const SetupWizardPage = lazyPage(
  () => import('../features/setup-wizard/setup-wizard-page'),
  'SetupWizardPage',
  ['setup-wizard', 'validation'],
);
const LoginPage = lazyPage(() => import('../features/auth/login-page'), 'LoginPage', [
  'auth',
  'validation',
]);
const RegisterPage = lazyPage(() => import('../features/auth/register-page'), 'RegisterPage', [
  'auth',
  'account',
  'validation',
]);
const ForgotPasswordPage = lazyPage(
  () => import('../features/auth/password-pages'),
  'ForgotPasswordPage',
  ['auth', 'account', 'validation'],
);
const PasswordResetPage = lazyPage(
  () => import('../features/auth/password-pages'),
  'PasswordResetPage',
  ['auth', 'account', 'validation'],
);
const LogoutPage = lazyPage(() => import('../features/auth/logout-page'), 'LogoutPage', [
  'auth',
  'account',
]);
const AccountSettingsPage = lazyPage(
  () => import('../features/account/account-settings-page'),
  'AccountSettingsPage',
  ['account', 'validation'],
);
const ConfirmAccountDeletionPage = lazyPage(
  () => import('../features/account/confirm-account-deletion-page'),
  'ConfirmAccountDeletionPage',
  ['account', 'validation'],
);
const EnvironmentsPage = lazyPage(
  () => import('../features/my-grow/environments-page'),
  'EnvironmentsPage',
  ['my-grow', 'validation'],
);
// Metric names come from the dashboard's texts.
const AutomationPage = lazyPage(
  () => import('../features/automation/automation-page'),
  'AutomationPage',
  ['automation', 'dashboard', 'validation'],
);
const GrowCyclesPage = lazyPage(
  () => import('../features/my-grow/grow-cycles-page'),
  'GrowCyclesPage',
  ['my-grow', 'validation'],
);
const GrowCycleDetailPage = lazyPage(
  () => import('../features/my-grow/grow-cycle-detail-page'),
  'GrowCycleDetailPage',
  ['my-grow', 'validation'],
);
// The results pages come in two steps (features/my-grow/results-pages.ts says why).
const resultsPages = () =>
  import('../features/my-grow/results-pages').then((pages) => pages.load());
const ResultsPage = lazyPage(resultsPages, 'ResultsPage');
const PlantsPage = lazyPage(() => import('../features/my-grow/plants-page'), 'PlantsPage', [
  'my-grow',
  'validation',
]);
const PlantPage = lazyPage(() => import('../features/my-grow/plant-page'), 'PlantPage', [
  'my-grow',
  'validation',
]);
const CalendarPage = lazyPage(() => import('../features/my-grow/calendar-page'), 'CalendarPage', [
  'my-grow',
  'validation',
]);
const FriendsPage = lazyPage(() => import('../features/my-grow/friends-page'), 'FriendsPage', [
  'my-grow',
  'validation',
]);
const InventoryPage = lazyPage(
  () => import('../features/inventory/inventory-page'),
  'InventoryPage',
  ['inventory', 'catalogue', 'validation'],
);
const StrainFinderPage = lazyPage(
  () => import('../features/catalogue/strain-finder-page'),
  'StrainFinderPage',
  ['catalogue'],
);
const CatalogueBrowserPage = lazyPage(
  () => import('../features/catalogue/catalogue-browser-page'),
  'CatalogueBrowserPage',
  ['catalogue'],
);
const ShoppingListsPage = lazyPage(
  () => import('../features/catalogue/shopping-lists-page'),
  'ShoppingListsPage',
  ['catalogue'],
);
const RetailersPage = lazyPage(
  () => import('../features/catalogue/retailers-page'),
  'RetailersPage',
  ['catalogue'],
);
const ContentPage = lazyPage(() => import('../features/content/content-page'), 'ContentPage', [
  'content',
  'reader',
]);
const LegalDisclosurePage = lazyPage(
  () => import('../features/content/legal-disclosure-page'),
  'LegalDisclosurePage',
  ['content', 'reader'],
);
const RecipesPage = lazyPage(() => import('../features/content/recipes-page'), 'RecipesPage', [
  'content',
  'reader',
]);
const RecipePage = lazyPage(() => import('../features/content/recipe-page'), 'RecipePage', [
  'content',
  'reader',
]);
const BlogPage = lazyPage(() => import('../features/content/blog-page'), 'BlogPage', [
  'content',
  'reader',
]);
const BlogPostPage = lazyPage(() => import('../features/content/blog-post-page'), 'BlogPostPage', [
  'content',
  'reader',
]);
const MeetMaryJanePage = lazyPage(
  () => import('../features/content/meet-maryjane-page'),
  'MeetMaryJanePage',
  ['content', 'reader'],
);
const GuideSectionPage = lazyPage(
  () => import('../features/guides/guide-section-page'),
  'GuideSectionPage',
  ['content', 'guide-pages', 'reader'],
);
const GuideGroupPage = lazyPage(
  () =>
    import('../features/guides/guide-section-page').then(({ GuideGroupPage }) => ({
      GuideGroupPage,
    })),
  'GuideGroupPage',
  ['content', 'guide-pages', 'reader'],
);
const GuideListPage = lazyPage(
  () => import('../features/guides/guide-list-page'),
  'GuideListPage',
  ['catalogue', 'content', 'guide-pages', 'reader'],
);
const GuideDetailPage = lazyPage(
  () => import('../features/guides/guide-detail-page'),
  'GuideDetailPage',
  ['content', 'reader'],
);
const NotFoundPage = lazyPage(() => import('../features/misc/not-found-page'), 'NotFoundPage');

const guideRoutes: AppRoute[] = [
  ...Object.entries(guideSectionPaths).map(([section, path]) => ({
    path,
    layout: 'default' as const,
    access: 'public' as const,
    element: <GuideSectionPage section={section as keyof typeof guideSectionPaths} />,
  })),
  {
    path: guideGroupPaths['post-processing'],
    layout: 'default',
    access: 'public',
    element: <GuideGroupPage group="post-processing" />,
  },
  ...guideCollections.flatMap((collection): AppRoute[] => [
    {
      path: collection.listPath,
      layout: 'default',
      access: 'public',
      element: <GuideListPage collection={collection} />,
    },
    {
      path: collection.detailPath,
      layout: 'default',
      access: 'public',
      element: <GuideDetailPage collection={collection} />,
      content: collection.id,
    },
  ]),
];

/** The route table of spec §2: path, layout and access, in one place. */
export const appRoutes: AppRoute[] = [
  { path: pagePaths.home, layout: 'default', access: 'public', element: <HomePage /> },
  {
    path: pagePaths.dashboard,
    layout: 'default',
    access: 'authenticatedOnly',
    element: <DashboardPage />,
    memberShell: true,
    prefetch: () => import('../features/dashboard/prefetch'),
  },
  {
    path: pagePaths.setupWizard,
    layout: 'default',
    access: 'public',
    element: <SetupWizardPage />,
  },

  // Account
  {
    path: pagePaths.accountSettings,
    layout: 'default',
    access: 'public', // only redirects; the tab route below does the guarding
    element: <Navigate to="/account-settings/account" replace />,
  },
  {
    path: pagePaths.accountSettingsTab,
    layout: 'default',
    access: 'authenticatedOnly',
    element: <AccountSettingsPage />,
  },
  {
    path: pagePaths.confirmAccountDeletion,
    layout: 'blank',
    // Spec §2 says authenticatedOnly, but the page is opened from the mailed link, often on a
    // device (a phone's mail app) where the grower is not signed in. The single-use code in the
    // link is what authorises the confirmation or the cancellation, so guarding the page would
    // only send people through /login for nothing; it is public on purpose.
    access: 'public',
    element: <ConfirmAccountDeletionPage />,
  },
  { path: pagePaths.login, layout: 'blank', access: 'unauthenticatedOnly', element: <LoginPage /> },
  {
    path: pagePaths.register,
    layout: 'blank',
    access: 'unauthenticatedOnly',
    element: <RegisterPage />,
  },
  {
    path: pagePaths.forgotPassword,
    layout: 'blank',
    access: 'unauthenticatedOnly',
    element: <ForgotPasswordPage />,
  },
  {
    path: pagePaths.passwordReset,
    layout: 'blank',
    access: 'unauthenticatedOnly',
    element: <PasswordResetPage />,
  },
  { path: pagePaths.logout, layout: 'blank', access: 'authenticatedOnly', element: <LogoutPage /> },

  // My grow, its devices (automation) and inventory hold personal data.
  ...(
    [
      [pagePaths.environments, <EnvironmentsPage />],
      [pagePaths.automation, <AutomationPage />],
      [pagePaths.growCycles, <GrowCyclesPage />],
      [pagePaths.growCycle, <GrowCycleDetailPage />],
      [pagePaths.growReport, <ResultsPage page="report" />],
      [pagePaths.compareGrows, <ResultsPage page="compare" />],
      [pagePaths.plants, <PlantsPage />],
      [pagePaths.plant, <PlantPage />],
      [pagePaths.calendar, <CalendarPage />],
      [pagePaths.friends, <FriendsPage />],
    ] as const
  ).map(([path, element]) => ({
    path,
    layout: 'default' as const,
    access: 'authenticatedOnly' as const,
    element,
    memberShell: path !== pagePaths.calendar && !path.includes(':'),
  })),
  ...(['equipment', 'seeds', 'supplies', 'tools'] as const).map((kind) => ({
    path: pagePath(pagePaths.inventory, { kind }),
    layout: 'default' as const,
    access: 'authenticatedOnly' as const,
    element: <InventoryPage key={kind} kind={kind} />,
    memberShell: true,
  })),

  // A grow report shared by link: for anyone who has the link, rendered on the server, unindexed.
  {
    path: pagePaths.sharedReport,
    layout: 'default',
    access: 'public',
    element: <ResultsPage page="shared" />,
    noindex: true,
  },

  // Catalogue: public, so a visitor can plan a grow before signing up.
  {
    path: pagePaths.strains,
    layout: 'default',
    access: 'public',
    element: <StrainFinderPage />,
  },
  ...(['equipment', 'supplies', 'tools'] as const).map((kind) => ({
    path: pagePath(pagePaths.catalogue, { kind }),
    layout: 'default' as const,
    access: 'public' as const,
    element: <CatalogueBrowserPage kind={kind} />,
  })),
  {
    path: pagePaths.shoppingLists,
    layout: 'default',
    access: 'public',
    element: <ShoppingListsPage />,
  },
  {
    path: pagePaths.retailers,
    layout: 'default',
    access: 'public',
    element: <RetailersPage />,
  },

  // Content
  {
    path: pagePaths.legalDisclosure,
    layout: 'default',
    access: 'public',
    element: <LegalDisclosurePage />,
  },
  {
    path: pagePaths.meetMaryJane,
    layout: 'blank',
    access: 'public',
    element: <MeetMaryJanePage />,
  },
  {
    path: pagePaths.blog,
    layout: 'default',
    access: 'public',
    element: <BlogPage />,
  },
  {
    path: pagePaths.blogPost,
    layout: 'default',
    access: 'public',
    element: <BlogPostPage />,
    content: 'blog',
  },
  {
    path: pagePaths.models,
    layout: 'default',
    access: 'public',
    element: <ContentPage page="models" />,
  },
  {
    path: pagePaths.recipes,
    layout: 'default',
    access: 'public',
    element: <RecipesPage />,
  },
  {
    path: pagePaths.recipe,
    layout: 'default',
    access: 'public',
    element: <RecipePage />,
    content: 'recipes',
  },

  ...guideRoutes,

  // Not found
  {
    path: pagePaths.errorPage,
    layout: 'blank',
    access: 'public',
    element: <NotFoundPage />,
  },
  { path: '*', layout: 'blank', access: 'public', element: <NotFoundPage /> },
];
