// Preflight run by npm before install, start, dev and test (preinstall, prestart, predev, pretest).
// It must run on any old Node.js, so it is plain ES5 CommonJS: on a Node.js too old for the
// service it prints one line saying what is needed and how to get it, instead of letting Node.js
// die on the TypeScript sources with ERR_UNKNOWN_FILE_EXTENSION.
//
// Node.js 24 is the supported runtime; 22.18 or newer works too: it strips TypeScript types and
// has node:sqlite without flags (see docs/decisions/0022-node-version-preflight.md).
'use strict';

var MINIMUM = [22, 18];

var version = process.versions.node;
var parts = version.split('.');
var major = parseInt(parts[0], 10);
var minor = parseInt(parts[1], 10);

if (!(major > MINIMUM[0] || (major === MINIMUM[0] && minor >= MINIMUM[1]))) {
  process.stderr.write(
    'nutrition-label-api needs Node.js 24 (or 22.18 or newer): it runs its TypeScript sources directly and uses node:sqlite; this is Node.js v' +
      version +
      ' at ' +
      process.execPath +
      '. Install Node.js 24 (nvm install 24, fnm install 24, or https://nodejs.org/en/download), put it first on PATH, and run the command again.\n',
  );
  process.exit(1);
}
