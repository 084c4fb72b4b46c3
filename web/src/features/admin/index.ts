/** The admin feature's public surface: the approval console. */
export { AdminConsole } from './components/admin-console';
