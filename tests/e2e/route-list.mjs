/**
 * The console's route table as the end-to-end suite and the bench see it: read from the features' routes.ts
 * files (plain literals: path, name, optional companyRouter, a lazy page with its webpackChunkName), so a route
 * added to the console is visited without editing a list here.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const features = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/features');

const ROUTE =
  /\{\s*path:\s*'([^']+)',\s*name:\s*'([^']+)',(?:\s*companyRouter:\s*'([^']+)',)?\s*page:\s*\(\)\s*=>\s*import\(\s*\/\*\s*webpackChunkName:\s*"([^"]+)"/g;

/** @returns {{ path: string, name: string, companyRouter?: string, chunk: string, feature: string }[]} */
export function appRoutes() {
  const routes = [];
  for (const feature of readdirSync(features).sort()) {
    let source;
    try {
      source = readFileSync(path.join(features, feature, 'routes.ts'), 'utf8');
    } catch {
      continue;
    }
    const declared = (source.match(/\bpath:\s*'/g) ?? []).length;
    const found = [...source.matchAll(ROUTE)].map(([, p, name, companyRouter, chunk]) => ({
      path: p,
      name,
      ...(companyRouter ? { companyRouter } : {}),
      chunk,
      feature,
    }));
    // a route written in another shape must not silently drop out of the visits
    if (found.length !== declared)
      throw new Error(`${feature}/routes.ts: ${declared} paths declared, ${found.length} read as routes`);
    routes.push(...found);
  }
  return routes;
}
