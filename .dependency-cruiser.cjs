/**
 * The house rules for imports (ARCHITECTURE.md): web -> api -> core, with db, integrations
 * and i18n below api. core depends on nothing of ours. No cycles anywhere.
 */
module.exports = {
  forbidden: [
    { name: 'no-cycles', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'core-is-pure',
      comment: 'core holds pure domain logic: no other workspace package, no I/O libraries',
      severity: 'error',
      from: { path: '^packages/core' },
      to: {
        path: '^(packages/(api|db|integrations|i18n)|apps)/|node_modules/(drizzle-orm|@electric-sql|postgres|hono|sharp|nodemailer|ioredis)',
      },
    },
    {
      name: 'db-below-api',
      severity: 'error',
      from: { path: '^packages/db' },
      to: { path: '^(packages/(api|integrations|i18n)|apps)/' },
    },
    {
      name: 'integrations-below-api',
      severity: 'error',
      from: { path: '^packages/integrations' },
      to: { path: '^(packages/(api|db)|apps)/' },
    },
    {
      name: 'i18n-is-a-leaf',
      severity: 'error',
      from: { path: '^packages/i18n' },
      to: { path: '^(packages/(api|db|integrations|core)|apps)/' },
    },
    {
      name: 'api-never-imports-web',
      severity: 'error',
      from: { path: '^packages/api' },
      to: { path: '^apps/' },
    },
    {
      name: 'tables-stay-in-the-api',
      comment:
        'A domain owns its tables (docs/decisions/037): only the API and the migrations config see ' +
        'them; the web app and the packages below the API reach data through API functions',
      severity: 'error',
      from: { path: '^(apps|packages/(core|integrations|i18n))/' },
      to: { path: '\\.tables\\.ts$' },
    },
    {
      name: 'routes-read-through-their-domain',
      comment:
        "A domain's HTTP routes call their own domain's queries and services; joins over other " +
        "domains' tables live in those, not in the handlers (docs/decisions/037)",
      severity: 'error',
      from: { path: '^packages/api/src/([^/]+)/.*-routes\\.ts$' },
      to: {
        path: '^packages/api/src/[^/]+/.*\\.tables\\.ts$',
        pathNot: '^packages/api/src/$1/',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'web-features-do-not-import-each-other',
      severity: 'error',
      from: {
        path: '^apps/web/app/features/([^/]+)/',
        pathNot: '^apps/web/app/features/(group-buying|live-studio)/',
      },
      // The page's one socket (features/realtime) is shared plumbing, like lib/: chat and the
      // notification centre both listen on it. So is the live video (features/live-media): the
      // studio publishes with it, the watch page plays with it.
      to: {
        path: '^apps/web/app/features/',
        pathNot: '^apps/web/app/features/($1|realtime|live-media)/',
      },
    },
    {
      name: 'seller-marketing-tools-build-on-promotions-only',
      comment:
        "The seller's marketing tools build on the promotions' program parts: group-buy programs are " +
        "the programs' third kind (decision 065), a live's line-up uses the same product picker.",
      severity: 'error',
      from: { path: '^apps/web/app/features/(group-buying|live-studio)/' },
      to: {
        path: '^apps/web/app/features/',
        pathNot: '^apps/web/app/features/($1|realtime|live-media|promotions)/',
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(build|build-[a-z0-9-]+|\\.react-router|node_modules)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'default'] },
  },
};
