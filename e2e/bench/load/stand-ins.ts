/**
 * The chat emulator and the storage stand-in for the load bench, in a process of their own (the
 * test stack's helper, as the browser tests' global setup starts them), so the members' clients,
 * which share the bench's process, do not slow the services down: in production they are other
 * machines. Says "ready" to its parent once both listen; answers "lag" with its event-loop delay
 * p99 since the last answer, so a slow chat figure can be told from a busy service; SIGTERM
 * stops them.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startTestStandIns } from '@crewspace/tooling/test-stand-ins';

const stop = await startTestStandIns();
const lag = monitorEventLoopDelay({ resolution: 20 });
lag.enable();
process.on('message', (message) => {
  if (message !== 'lag') return;
  process.send?.({ lagP99Ms: lag.percentile(99) / 1e6 });
  lag.reset();
});
process.on('SIGTERM', () => {
  void stop().then(() => process.exit(0));
});
process.send?.('ready');
