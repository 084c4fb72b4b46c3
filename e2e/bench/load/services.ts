/** Starts the chat and storage stand-ins in their own process (stand-ins.ts) and stops them. */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface StandIns {
  pid: number;
  /** The stand-ins' event-loop delay p99 (ms) since the last call. */
  lagP99Ms(): Promise<number>;
  stop(): Promise<void>;
}

export async function startStandInsProcess(): Promise<StandIns> {
  const child = fork(fileURLToPath(new URL('./stand-ins.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', (message) =>
      message === 'ready' ? resolve() : reject(new Error(`Stand-ins said ${String(message)}`)),
    );
    child.once('exit', (code) => reject(new Error(`The stand-ins exited (${code}) before ready.`)));
  });
  return {
    pid: child.pid!,
    lagP99Ms: () =>
      new Promise((resolve) => {
        child.once('message', (message) => resolve((message as { lagP99Ms: number }).lagP99Ms));
        child.send('lag');
      }),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
