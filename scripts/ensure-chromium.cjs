// Browser tests use Debian's Chromium (never a downloaded browser). Runs before `test:e2e`/`test:a11y`:
// finds it (CHROMIUM_PATH or /usr/bin/chromium); if missing and we are root with apt, installs it;
// otherwise stops with the exact command to run.
const { existsSync } = require('node:fs');
const { execSync } = require('node:child_process');

const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!process.env.CHROMIUM_PATH && isRoot && hasApt) {
  console.error('Chromium is missing: installing Debian\'s chromium package (apt-get install -y chromium)...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  if (existsSync(path)) process.exit(0);
}
console.error(
  `Chromium was not found at ${path}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\n` +
    'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
);
process.exit(1);
