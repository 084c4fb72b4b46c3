/** The tasks feature's public surface. */
export * from './make-task';
