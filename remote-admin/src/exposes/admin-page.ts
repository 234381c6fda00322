// Federation entry: the app itself knows nothing of federation.
import type { RemoteModules } from 'shared';
import { AdminPage } from '../features/panel/admin-page';

export default AdminPage satisfies RemoteModules['remote_admin/admin-page'];
