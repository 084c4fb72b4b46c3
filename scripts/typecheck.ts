/** `npm run typecheck`: tsc over every TypeScript project, as `npm test` does. */
import { spawnSync } from 'node:child_process';
import { ROOT, TYPECHECK_PROJECTS } from '@crewspace/tooling/paths';

let failed = false;
for (const project of TYPECHECK_PROJECTS) {
  const result = spawnSync('tsc', ['-p', project], { cwd: ROOT, stdio: 'inherit', shell: false });
  if (result.status !== 0) {
    console.error(`✖ typecheck ${project}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
