import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** How many of the longest files the summary names: where CI's minutes go. */
const longest = 8;

/** Ends the run with the plain `N passed, N failed` line that CI reads, and its longest files. */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const count = { passed: 0, failed: 0, skipped: 0 };
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed' || state === 'failed') count[state] += 1;
        else count.skipped += 1;
      }
    }
    const slowest = [...testModules]
      .sort((a, b) => b.diagnostic().duration - a.diagnostic().duration)
      .slice(0, longest)
      .map(
        (m) =>
          `  ${(m.diagnostic().duration / 1000).toFixed(0).padStart(4)} s  ${path.relative(process.cwd(), m.moduleId)}`,
      );
    console.log(`\nlongest files (tests and hooks):\n${slowest.join('\n')}`);
    console.log(
      `\nvitest: ${count.passed} passed, ${count.failed} failed, ${count.skipped} skipped`,
    );
  }
}
