/** Stands in for emulators/chat/src/domain/context.ts, so this fixture compiles where it lies. */
export interface EmulatorContext {
  uploadsDir: string;
}
