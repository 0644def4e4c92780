// Tests use Debian's own binaries (Chromium for the browser tests, never a downloaded browser;
// nginx for the two-instance test; redis-server for the shared rate-limit counters' test). On a fresh machine this installs the package when we are
// root, and otherwise says exactly what to run.
//
//   tsx scripts/ensure-debian-package.ts chromium   # /usr/bin/chromium, or CHROMIUM_PATH
//   tsx scripts/ensure-debian-package.ts nginx      # /usr/sbin/nginx
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const packages: Record<string, { path: string; override?: string }> = {
  chromium: { path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', override: 'CHROMIUM_PATH' },
  nginx: { path: '/usr/sbin/nginx' },
  'redis-server': { path: '/usr/bin/redis-server' },
};

const name = process.argv[2] ?? '';
const wanted = packages[name];
if (!wanted) {
  console.error(`usage: tsx scripts/ensure-debian-package.ts <${Object.keys(packages).join('|')}>`);
  process.exit(2);
}
if (existsSync(wanted.path)) process.exit(0);

const command = `apt-get update && apt-get install -y --no-install-recommends ${name}`;
if (process.getuid?.() === 0) {
  console.log(`${name} fehlt unter ${wanted.path} – installiere Debians Paket: ${command}`);
  execSync(command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (existsSync(wanted.path)) process.exit(0);
}
const hint = wanted.override ? `\n(or set ${wanted.override} to an existing binary)` : '';
console.error(`${name} not found at ${wanted.path}. Install it with:\n  sudo ${command}${hint}`);
process.exit(1);
