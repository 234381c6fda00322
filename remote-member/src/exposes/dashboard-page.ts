// Federation entry: the app itself knows nothing of federation.
import type { RemoteModules } from 'shared';
import { DashboardPage } from '../features/dashboard/dashboard-page';

export default DashboardPage satisfies RemoteModules['remote_member/dashboard-page'];
