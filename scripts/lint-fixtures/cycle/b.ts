import { a } from './a';

export const b = (): string => (Math.random() > 2 ? a() : 'b');
