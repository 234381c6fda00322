// Federation entry: the app itself knows nothing of federation.
import type { RemoteModules } from 'shared';
import { LegalPage } from '../features/legal/legal-page';

export default LegalPage satisfies RemoteModules['remote_public/legal-page'];
