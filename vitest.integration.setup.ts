/**
 * Global setup of the functions integration tests: the functions emulator talks to the chat and
 * storage stand-ins on the test ports (functions/.env.demo-crewspace-test), so start both.
 */
import { startTestStandIns } from '@crewspace/tooling/test-stand-ins';

export default function setup(): Promise<() => Promise<void>> {
  return startTestStandIns();
}
