// The parse floor: read an NDJSON file and JSON.parse every line, nothing more.
// `node floor.mjs FILE` uses readline; `node floor.mjs FILE ndjson` uses the ndjson package.
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import ndjson from 'ndjson';

const [file, variant = 'readline'] = process.argv.slice(2);
// Counting event types keeps the parsed objects observable, so nothing is optimised away.
const types = new Map();
const count = (value) => types.set(value.type, (types.get(value.type) ?? 0) + 1);

if (variant === 'ndjson') {
  await new Promise((resolve, reject) => {
    createReadStream(file).pipe(ndjson.parse({ strict: false })).on('data', count).on('end', resolve).on('error', reject);
  });
} else {
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    if (line) count(JSON.parse(line));
  }
}
process.stdout.write(JSON.stringify(Object.fromEntries(types)) + '\n');
