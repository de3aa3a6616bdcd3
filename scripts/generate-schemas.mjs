/** Writes schemas/*.schema.json from the built library (run `npm run build` first). */
import { mkdir, writeFile } from 'node:fs/promises';
import { artifactSchemaFiles } from '../dist/schemas/artifacts.js';

const dir = new URL('../schemas/', import.meta.url);
await mkdir(dir, { recursive: true });
for (const [name, text] of Object.entries(artifactSchemaFiles())) {
  await writeFile(new URL(name, dir), text);
  process.stderr.write(`wrote schemas/${name}\n`);
}
