/** CLI: `pnpm release <remote>` — builds and releases that one remote. */
import { releaseRemote } from '../release/release-remote';
import { deployDir, isRemotePackage, REMOTE_PACKAGES } from '../release/paths';

const pkg = process.argv[2];
if (!pkg || !isRemotePackage(pkg)) {
  console.error(`usage: pnpm release <${REMOTE_PACKAGES.join('|')}>`);
  process.exit(2);
}

try {
  const outcome = await releaseRemote(deployDir(), pkg);
  const note = outcome.newVersion ? 'new immutable version' : 'build unchanged, existing version reused';
  console.log(
    `released ${pkg}: ${outcome.previous ?? '(none)'} -> ${outcome.version} (${note}); remotes.json updated, nothing else rebuilt`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
