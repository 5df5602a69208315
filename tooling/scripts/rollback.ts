/** CLI: `pnpm rollback <remote> [<version>]` — points remotes.json at an earlier version. */
import { rollbackRemote } from '../release/rollback-remote';
import { deployDir, isRemotePackage, REMOTE_PACKAGES } from '../release/paths';

const [pkg, version] = process.argv.slice(2);
if (!pkg || !isRemotePackage(pkg)) {
  console.error(`usage: pnpm rollback <${REMOTE_PACKAGES.join('|')}> [<version>]`);
  process.exit(2);
}

try {
  const outcome = await rollbackRemote(deployDir(), pkg, version);
  console.log(
    `rolled back ${pkg}: ${outcome.from ?? '(none)'} -> ${outcome.to}; remotes.json updated, nothing rebuilt`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
