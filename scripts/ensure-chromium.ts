// Browser tests use Debian's Chromium, never a downloaded browser. On a fresh machine this
// installs it when we are root, and otherwise says exactly what to run.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const command = 'apt-get update && apt-get install -y --no-install-recommends chromium';
if (process.getuid?.() === 0) {
  console.log(`Chromium fehlt unter ${path} – installiere Debians Paket: ${command}`);
  execSync(command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (existsSync(path)) process.exit(0);
}
console.error(`Chromium not found at ${path}. Install it with:\n  sudo ${command}\n(or set CHROMIUM_PATH to an existing Chromium binary)`);
process.exit(1);
