import { type ELDHistogram, monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * A process is saturated when its event loop runs late for most of a window: the median delay
 * of its timers since the last reading above `thresholdMs` (100 ms). A player's login then
 * waits on everything queued before it; a GC pause or one slow tick does not move a median.
 * The location's DNS answers leave out an edge that says so (docs/scaling.md).
 */
export class LoopSaturation {
  private readonly histogram: ELDHistogram;

  constructor(private readonly thresholdMs = 100) {
    this.histogram = monitorEventLoopDelay({ resolution: 10 });
    this.histogram.enable();
  }

  /** Whether the loop ran late since the last reading; starts the next window. */
  reading(): boolean {
    const median = this.histogram.count > 0 ? this.histogram.percentile(50) / 1e6 : 0;
    this.histogram.reset();
    return median > this.thresholdMs;
  }

  stop() {
    this.histogram.disable();
  }
}

/**
 * An edge of several workers is saturated when more than half of them are: players are spread
 * over the workers by the kernel, so one late worker alone still leaves most players served.
 */
export const mostSaturated = (readings: readonly boolean[]) =>
  readings.filter(Boolean).length * 2 > readings.length;
