import type { EmulatorContext } from '../domain/context';

export type Held = EmulatorContext;
