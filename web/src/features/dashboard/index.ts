/** The dashboard feature's public surface: the workspace's cards. */
export { DashboardPanels } from './components/dashboard-panels';
