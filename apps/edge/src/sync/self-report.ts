import { createRequire } from 'node:module';
import { cpuUsage, memoryUsage } from 'node:process';
import type { EdgeSelfReport } from '@palisade/contract';
import type { Recorder } from './recorder';

/** The edge's release, as the operator's *Fleet* shows it. */
export const edgeVersion: string = createRequire(import.meta.url)('../../package.json').version;

/**
 * What the edge says of itself with each health report: the config it applied, its workers,
 * players now, and connections, refusals and CPU per second since the last report. CPU and
 * memory are those of the process that talks to the API (the primary with `--workers`).
 */
export function selfReporter(options: {
  recorder: Recorder;
  workers: number;
  configVersion: () => number;
}) {
  let last = {
    at: performance.now(),
    cpu: cpuUsage(),
    connections: options.recorder.totals.connections,
    refusals: options.recorder.totals.refusals,
  };
  return (): EdgeSelfReport => {
    const now = {
      at: performance.now(),
      cpu: cpuUsage(),
      connections: options.recorder.totals.connections,
      refusals: options.recorder.totals.refusals,
    };
    const seconds = Math.max((now.at - last.at) / 1000, 0.001);
    const cpuMicros = now.cpu.user - last.cpu.user + (now.cpu.system - last.cpu.system);
    const rate = (n: number) => Math.round((n / seconds) * 100) / 100;
    const report: EdgeSelfReport = {
      version: edgeVersion,
      config_version: options.configVersion(),
      workers: options.workers,
      players: options.recorder.allPlayers(),
      connections_per_second: rate(now.connections - last.connections),
      refusals_per_second: rate(now.refusals - last.refusals),
      cpu_percent: Math.round((cpuMicros / 1e6 / seconds) * 1000) / 10,
      memory_bytes: memoryUsage.rss(),
    };
    last = now;
    return report;
  };
}
