import type { IncomingMessage } from 'node:http';

/** A request's whole body as UTF-8 text (the scripted server and the per-task proxy read chat requests whole). */
export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', reject);
  });
}
