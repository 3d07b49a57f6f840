import { lockDataDir } from '../src/db/data-dir-lock';

/** A process that locks a data folder (argv[2]) and holds it until killed: a Palisade stand-in. */
const dir = process.argv[2];
if (!dir) throw new Error('usage: lock-holder <dir>');
try {
  await lockDataDir(dir, () => new Error('in use'));
  console.log('locked');
  setInterval(() => {}, 60_000);
} catch (error) {
  console.log((error as Error).message);
  process.exit(1);
}
