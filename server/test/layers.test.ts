import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as liveChannels from '../db/bookChanges';
import * as frozenChannels from '../db/migrations/channels';
import { MIGRATIONS } from '../db/migrations/index';

const serverDir = path.resolve(import.meta.dirname, '..');
const contractDir = path.resolve(serverDir, '../src/api/contract');

/**
 * docs/ARCHITECTURE.md, "Who may import whom": the server layers each layer may import besides
 * its own files, packages, Node built-ins and the contract. A layer is a folder of server/
 * (db/migrations and import/formats are layers of their own) or a file at its root.
 */
const MAY_IMPORT: Record<string, readonly string[]> = {
  // Pure rules: no imports at all, not even packages (checked below).
  domain: [],
  // Frozen migrations: only the packages in MIGRATION_PACKAGES (checked below).
  'db/migrations': [],
  db: [],
  // File formats: parsing and writing files, with no database or app code; ISBN rules are the
  // domain's, as a query reads them too.
  'import/formats': ['domain'],
  openapi: [],
  env: ['db'],
  http: ['db', 'domain'],
  // The app context carries the database, clock and settings these take.
  auth: ['context', 'db', 'domain'],
  mail: ['context'],
  repos: ['db', 'domain', 'import/formats'],
  search: ['db', 'domain', 'repos'],
  import: ['db', 'domain', 'import/formats', 'repos', 'search'],
  pages: ['db', 'http', 'repos'],
  routes: [
    'auth',
    'context',
    'domain',
    'http',
    'import',
    'import/formats',
    'mail',
    'openapi',
    'repos',
  ],
  seed: ['auth', 'db', 'domain', 'import/formats', 'repos'],
  // The app's wiring: the AppContext type names each service's type, and auth and mail take
  // the context back, so its imports must all be `import type` (checked below).
  context: ['auth', 'db', 'http', 'import', 'mail', 'repos', 'search'],
  app: [
    'auth',
    'context',
    'db',
    'db/migrations',
    'http',
    'import',
    'mail',
    'pages',
    'repos',
    'routes',
    'search',
    'seed',
  ],
  main: ['app', 'env', 'http', 'seed'],
  migrate: ['db', 'db/migrations', 'env'],
  // The operator's command line (server/admin.ts and admin/): roles, straight on the database.
  admin: ['db', 'db/migrations', 'domain', 'env', 'repos'],
  bench: ['app', 'db', 'db/migrations', 'domain', 'import/formats', 'repos', 'search', 'seed'],
};

/** What a migration may import besides Node built-ins and its own folder. */
const MIGRATION_PACKAGES = ['kysely', 'sharp'];

interface Import {
  file: string;
  specifier: string;
  typeOnly: boolean;
}

/** Every source file of server/ (tests and their helpers aside), relative to server/. */
function sourceFiles(dir = serverDir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')
      ? [path.relative(serverDir, full)]
      : [];
  });
}

/** Every module a file imports or re-exports, statically, dynamically or as a worker. */
function importsOf(file: string): Import[] {
  const source = fs.readFileSync(path.join(serverDir, file), 'utf8');
  const found = source.matchAll(
    /^(import type|export type|import|export)\b[^;]*?\bfrom\s+'([^']+)'|^import\s+'([^']+)'|\bimport\(\s*'([^']+)'|new URL\(\s*'([^']+)',\s*import\.meta\.url/gms,
  );
  return [...found].map(([, keyword, ...specifiers]) => ({
    file,
    specifier: specifiers.find((specifier) => specifier !== undefined) ?? '',
    typeOnly: keyword === 'import type' || keyword === 'export type',
  }));
}

const NESTED_LAYERS = ['db/migrations', 'import/formats'];

/** The layer of a file given relative to server/. */
function layerOf(file: string): string {
  const parts = file.split(path.sep);
  if (parts.length === 1) return path.basename(file, '.ts');
  const nested = NESTED_LAYERS.find((layer) => file.startsWith(`${layer}/`));
  return nested ?? parts[0] ?? '';
}

/** What an import names: a server layer, 'contract', 'node', a package, or 'elsewhere'. */
function targetOf({ file, specifier }: Import): string {
  if (specifier.startsWith('node:') || builtinModules.includes(specifier)) return 'node';
  if (!specifier.startsWith('.')) {
    const [scope = '', name = ''] = specifier.split('/');
    return `package:${scope.startsWith('@') ? `${scope}/${name}` : scope}`;
  }
  const resolved = path.resolve(serverDir, path.dirname(file), specifier);
  if (resolved === contractDir || resolved.startsWith(`${contractDir}${path.sep}`)) {
    return 'contract';
  }
  const relative = path.relative(serverDir, resolved);
  if (relative.startsWith('..')) return 'elsewhere';
  // A folder's index counts as the folder.
  return fs.existsSync(resolved) && fs.statSync(resolved).isDirectory()
    ? layerOf(path.join(relative, 'index.ts'))
    : layerOf(relative);
}

const allImports = sourceFiles().flatMap(importsOf);

describe('server layers', () => {
  it('names every server folder and root file in the table', () => {
    const layers = new Set(sourceFiles().map(layerOf));
    expect([...layers].sort()).toEqual(Object.keys(MAY_IMPORT).sort());
  });

  it('imports only the layers each layer may import', () => {
    const offending = allImports.flatMap((entry) => {
      const from = layerOf(entry.file);
      const to = targetOf(entry);
      const allowed =
        to === from ||
        to === 'node' ||
        to.startsWith('package:') ||
        (to === 'contract' && from !== 'db/migrations') ||
        (MAY_IMPORT[from] ?? []).includes(to);
      return allowed ? [] : [`${entry.file} imports ${entry.specifier} (${to})`];
    });
    expect(offending).toEqual([]);
  });

  it('has no cycle between layers', () => {
    const edges = new Map<string, Set<string>>();
    for (const entry of allImports) {
      const [from, to] = [layerOf(entry.file), targetOf(entry)];
      // The context's imports are types only (checked below): they vanish at run time.
      if (from === to || from === 'context' || !(to in MAY_IMPORT)) continue;
      edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
    const cycles: string[] = [];
    const visit = (layer: string, trail: string[]) => {
      for (const next of edges.get(layer) ?? []) {
        if (next === trail[0]) cycles.push([...trail, next].join(' -> '));
        else if (!trail.includes(next)) visit(next, [...trail, next]);
      }
    };
    for (const layer of edges.keys()) visit(layer, [layer]);
    expect(cycles).toEqual([]);
  });

  it('imports only types into the app context', () => {
    const values = allImports.filter(
      (entry) => layerOf(entry.file) === 'context' && !entry.typeOnly,
    );
    expect(values).toEqual([]);
  });

  // The one exception: a rule the client follows too lives in the contract, in a module of its
  // own without zod (the client highlights search matches by the server's folding).
  it('domain imports nothing but zod-free rule modules of the contract', () => {
    const offending = allImports.filter((entry) => {
      if (layerOf(entry.file) !== 'domain') return false;
      const target = path.resolve(serverDir, path.dirname(entry.file), entry.specifier);
      if (path.dirname(target) === path.join(serverDir, 'domain')) return false;
      if (path.dirname(target) !== contractDir) return true;
      const source = fs.readFileSync(`${target}.ts`, 'utf8');
      return /from '(zod|\.\/zod)'/.test(source) || /from '\.\//.test(source);
    });
    expect(offending).toEqual([]);
  });

  it('repos and auth import nothing from http, routes, pages or fastify', () => {
    const web = /^(http|routes|pages|package:fastify|package:@fastify\/.*)$/;
    const offending = allImports.filter(
      (entry) => ['repos', 'auth'].includes(layerOf(entry.file)) && web.test(targetOf(entry)),
    );
    expect(offending).toEqual([]);
  });
});

// docs/ARCHITECTURE.md, "Migrations": each is frozen, so it never changes with live code.
describe('migrations', () => {
  const migrationFiles = sourceFiles().filter((file) => layerOf(file) === 'db/migrations');

  it('import only kysely, sharp, Node built-ins and each other', () => {
    const offending = allImports.filter((entry) => {
      if (layerOf(entry.file) !== 'db/migrations') return false;
      const to = targetOf(entry);
      return !(
        to === 'db/migrations' ||
        to === 'node' ||
        MIGRATION_PACKAGES.some((name) => to === `package:${name}`)
      );
    });
    expect(migrationFiles.length).toBeGreaterThan(0);
    expect(offending).toEqual([]);
  });

  it('are listed in order, each under its file name', () => {
    const numbered = migrationFiles
      .map((file) => path.basename(file, '.ts'))
      .filter((name) => /^\d{4}_/.test(name))
      .sort();
    expect(Object.keys(MIGRATIONS)).toEqual(numbered);
  });

  it('write the channel names the book-changes listener listens on', () => {
    expect(frozenChannels.BOOK_CHANGES_CHANNEL).toBe(liveChannels.BOOK_CHANGES_CHANNEL);
    expect(frozenChannels.CATALOGUE_CHANGED).toBe(liveChannels.CATALOGUE_CHANGED);
  });
});
