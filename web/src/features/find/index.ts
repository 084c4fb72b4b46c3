/** Find anything: the top bar's search button and Ctrl-K palette (the palette itself is lazy). */
export { FindLauncher } from './components/find-launcher';
