// Federation entry: the app itself knows nothing of federation.
import type { RemoteModules } from 'shared';
import { ApplicationStatusPage } from '../features/application-status/application-status-page';

export default ApplicationStatusPage satisfies RemoteModules['remote_public/application-status-page'];
