import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');

/** Every module a folder's source files import, as written (`../http/errors`, `kysely`). */
function importsOf(folder: string): { file: string; specifier: string }[] {
  const dir = path.join(serverDir, folder);
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .flatMap((name) => {
      const source = fs.readFileSync(path.join(dir, name), 'utf8');
      return [...source.matchAll(/\bfrom\s+'([^']+)'/g)].map(([, specifier]) => ({
        file: `${folder}/${name}`,
        specifier: specifier ?? '',
      }));
    });
}

// docs/ARCHITECTURE.md, "Who may import whom": the data layer never depends on the web layer.
describe('server layers', () => {
  it('repos and auth import nothing from http, routes, pages or fastify', () => {
    const web = /(^|\/)(http|routes|pages)(\/|$)|^fastify$|^@fastify\//;
    const offending = [...importsOf('repos'), ...importsOf('auth')].filter(({ specifier }) =>
      web.test(specifier),
    );
    expect(offending).toEqual([]);
  });

  it('domain errors import nothing at all', () => {
    expect(importsOf('domain')).toEqual([]);
  });
});
