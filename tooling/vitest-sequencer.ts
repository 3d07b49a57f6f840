import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that run for minutes: whole stacks in network namespaces, floods, the `palisade`
 * command run many times. Small files, so on a fresh clone (CI, with no earlier durations)
 * Vitest's larger-files-first order started them last and one worker ran them alone for minutes
 * at the end. Longest first.
 */
const longRunning = [
  'apps/edge/src/kernel/kernel-flood.test.ts',
  'apps/api/src/cli/cli.test.ts',
  'integration/scale-out.test.ts',
  'integration/fleet.test.ts',
  'integration/powerdns.test.ts',
  'apps/edge/src/workers/workers-edge.test.ts',
  'apps/edge/src/limbo/limbo.test.ts',
];

/** Vitest's order (failed first, then by earlier duration or size), the long-running files before it. */
export default class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const rank = (file: TestSpecification) => {
      const index = longRunning.findIndex((path) => file.moduleId.endsWith(path));
      return index === -1 ? longRunning.length : index;
    };
    const sorted = await super.sort(files);
    return sorted
      .map((file, order) => ({ file, order }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.order - b.order)
      .map(({ file }) => file);
  }
}
