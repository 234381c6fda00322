// Federation entry: the app itself knows nothing of federation.
import type { RemoteModules } from 'shared';
import { LandingPage } from '../features/landing/landing-page';

export default LandingPage satisfies RemoteModules['remote_public/landing-page'];
