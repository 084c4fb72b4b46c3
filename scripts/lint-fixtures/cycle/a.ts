import { b } from './b';

export const a = (): string => `a${b()}`;
