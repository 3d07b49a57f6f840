export { type DemoBackend, startDemoBackend } from './backend';
export { type SimulatorOptions, startSimulator } from './simulator';
