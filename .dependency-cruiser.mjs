/**
 * The layering table of DESIGN.md (section Layout), checked by `npm run lint` (dependency-cruiser).
 * One rule per row, named after it. Type-only imports count: DESIGN makes no exception for them, and a
 * type borrowed across layers ties the layers as surely as a value does (the shape changes with its home).
 * Tests and benches may import anything: `*.test.ts(x)` beside the code is left out of every rule, and
 * tests/ and bench/ are not layers. tests/unit/layering.test.ts shows each rule firing on a fixture.
 * .dependency-cruiser-known-violations.json lists violations left to fix (`--ignore-known` passes them);
 * that test fails once one of them is gone, so the list only shrinks.
 */

/** Test files sit beside the code they test and may import anything. */
const TESTS = '\\.test\\.tsx?$';

/** Every folder of the project's own code, so a rule can say "anything of ours but …". */
const OURS = '^(src|engine|ui|workers|server|bench|tests|scripts)/';

/** React and its UI kit, and MobX: what ties code to the browser's view layer or to the stores' runtime. */
const VIEW_AND_STORE_RUNTIME = 'node_modules/(react|react-dom|mobx|mobx-react-lite|@chakra-ui|@emotion)/';

/** Frameworks and platform bindings the domain must stay free of (it runs in browser, workers, server). */
const FRAMEWORKS =
  'node_modules/(react|react-dom|mobx|mobx-react-lite|@chakra-ui|@emotion|pixi\\.js|@apollo|graphql|socket\\.io|socket\\.io-client|fastify|kysely|slate|slate-react|yjs|y-websocket)/';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'model-imports-nothing-outside-itself',
      comment:
        'src/model is the pure domain shared by browser, workers and server (README, Layout): it may ' +
        'import only itself. A type the model needs from another layer belongs in the model, and the other ' +
        'layer imports it from there.',
      severity: 'error',
      from: { path: '^src/model/', pathNot: TESTS },
      to: { path: OURS, pathNot: '^src/model/' },
    },
    {
      name: 'model-is-framework-free',
      comment:
        'src/model is framework-free and runs in the browser, in workers and on the server: no view, store, ' +
        'renderer, GraphQL, database or realtime library.',
      severity: 'error',
      from: { path: '^src/model/', pathNot: TESTS },
      to: { path: FRAMEWORKS },
    },
    {
      name: 'model-runs-outside-node',
      comment: 'src/model runs in the browser and in workers too: Node built-in modules are not there.',
      severity: 'error',
      from: { path: '^src/model/', pathNot: TESTS },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'stores-import-model-and-api',
      comment:
        'The MobX stores (src/stores) build on the domain and call the server through src/api; they never ' +
        'reach the ui, the engine, the workers or the server (the ui wires those to the stores).',
      severity: 'error',
      from: { path: '^src/stores/', pathNot: TESTS },
      to: { path: OURS, pathNot: '^src/(model|api|stores)/' },
    },
    {
      name: 'api-imports-only-model',
      comment:
        'src/api is the client side of every call and imports only src/model. In particular it never ' +
        'imports src/stores: the stores import the api, not both ways (a port a store needs, such as ' +
        'MapPersistence, is declared in src/api and implemented there).',
      severity: 'error',
      from: { path: '^src/api/', pathNot: TESTS },
      to: { path: OURS, pathNot: '^src/(model|api)/' },
    },
    {
      name: 'entry-imports-no-server',
      comment:
        'src/main.tsx, src/routes.tsx and their helpers import everything the app is made of, but the ' +
        'server is another process: its code never goes into the bundle.',
      severity: 'error',
      from: { path: '^src/[^/]+$', pathNot: TESTS },
      to: { path: '^(server|bench|tests|scripts)/' },
    },
    {
      name: 'engine-imports-only-model',
      comment:
        'engine/ is the framework-free scene on pixi.js, driven through a small API wired in ui/: of our ' +
        'code it imports only src/model (never the stores, the api or the ui).',
      severity: 'error',
      from: { path: '^engine/', pathNot: TESTS },
      to: { path: OURS, pathNot: '^(engine|src/model)/' },
    },
    {
      name: 'engine-imports-no-react',
      comment:
        'The engine never imports React (React appears only in ui/), nor MobX: the reactions that drive it ' +
        'are wired in ui/.',
      severity: 'error',
      from: { path: '^engine/', pathNot: TESTS },
      to: { path: VIEW_AND_STORE_RUNTIME },
    },
    {
      name: 'ui-imports-src-and-engine',
      comment:
        'ui/ builds on src/* and the engine, never on the server (another process). It starts the ' +
        "workers through their main-thread clients (workers/*Client.ts); a worker's own code stays behind " +
        'that client.',
      severity: 'error',
      from: { path: '^ui/', pathNot: TESTS },
      to: { path: OURS, pathNot: ['^(ui|src|engine)/', '^workers/[^/]+Client\\.ts$'] },
    },
    {
      name: 'workers-import-only-model',
      comment: 'Web workers run the domain off the main thread: of our code they import only src/model.',
      severity: 'error',
      from: { path: '^workers/', pathNot: TESTS },
      to: { path: OURS, pathNot: '^(workers|src/model)/' },
    },
    {
      name: 'server-imports-only-model',
      comment:
        'The server shares only the domain with the client: it never imports ui, engine, stores, api or ' +
        'workers (browser code, and a second home for facts that belong in src/model).',
      severity: 'error',
      from: { path: '^server/', pathNot: TESTS },
      to: { path: OURS, pathNot: '^(server|src/model)/' },
    },
    {
      name: 'no-circular',
      comment:
        'A cycle of value imports makes two modules one in all but name, and their load order matters (a ' +
        'value read before its module ran is undefined). A cycle closed by a type-only import is erased ' +
        'when compiled and is the usual shape of a helper that holds its owner (ConnectionSelection and ' +
        "MapEditorStore, as tldraw's managers hold the Editor): allowed.",
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports are layering facts too (see the header).
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
