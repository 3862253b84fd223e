// Runs before `npm start` and `npm test`. Written for any Node (even very old), because its job is to
// stop an old one with a clear sentence instead of a cryptic failure deep inside Astro or node:sqlite.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 24 || (major === 24 && minor < 15)) {
  console.error(
    'This project needs Node 24.15 or newer, but Node ' + process.version + ' is running: ' +
      'run `npm ci` (it installs Node 24 from the npm package "node"; do not use --ignore-scripts) and start tools through `npm run` or `npx`.'
  );
  process.exit(1);
}
