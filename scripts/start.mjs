// npm start: builds when the build is missing or older than the sources (scripts/buildStamp.mjs), then
// serves it in this process, as `npm run serve` does.
import { spawnSync } from 'node:child_process';
import { buildIsCurrent } from './buildStamp.mjs';

if (buildIsCurrent()) {
  console.log('The build is up to date with the sources: serving it.');
} else {
  // What the server would refuse (its process settings) is refused before the build, not after it.
  const checked = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-process-settings.ts'], { stdio: 'inherit' });
  if (checked.status !== 0) process.exit(checked.status ?? 1);
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
await import('../dist-server/main.js');
