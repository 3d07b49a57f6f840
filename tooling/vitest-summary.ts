import type { Reporter, TestModule } from 'vitest/node';

/** Ends the run with the plain `N passed, N failed` line that CI reads. */
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
    console.log(
      `\nvitest: ${count.passed} passed, ${count.failed} failed, ${count.skipped} skipped`,
    );
  }
}
