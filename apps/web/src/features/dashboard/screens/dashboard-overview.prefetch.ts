/** The route's loader starts the dashboard's queries with its chunk (app/route-modules.ts). */
export { prefetchDashboard as prefetch } from '../hooks/use-network-stats';
