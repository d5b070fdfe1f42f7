import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A reference for the label rows (bench/labels.ts): a plain Node.js HTTP server that answers
 * every request with the same bytes and headers the service sent for a label (read from the file
 * named on the command line), with no routing, authentication or check of any kind. What it
 * achieves against the bare route is the most any service could for a response of that size.
 * It writes the body the cheapest way Node.js offers, as the service writes a kept label: an
 * ASCII body as one Latin-1 string, which goes out with the head in one write (any other body as
 * its bytes).
 */
const { body, headers } = JSON.parse(readFileSync(process.argv[2] as string, 'utf8')) as {
  body: string;
  headers: Record<string, string>;
};
const bytes = Buffer.from(body, 'base64');
const ascii = bytes.every((byte) => byte < 0x80) ? bytes.toString('latin1') : undefined;
const server = createServer((_req, res) => {
  res.writeHead(200, { ...headers, 'content-length': bytes.length });
  if (ascii === undefined) {
    res.end(bytes);
  } else {
    res.end(ascii, 'latin1');
  }
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`listening on http://127.0.0.1:${(server.address() as AddressInfo).port}\n`);
});
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
