/**
 * The emulator ports the app connects to: the development stack (`npm start`), or the test
 * stack the browser tests run on (VITE_EMULATOR_STACK=test, web/.env.e2e).
 */
import { LOCAL_PORTS, TEST_PORTS } from '@crewspace/common/local-config';
import { env } from '@/config/env';

export const EMULATOR_PORTS = env.VITE_EMULATOR_STACK === 'test' ? TEST_PORTS : LOCAL_PORTS;
