// Federation entry: the app itself knows nothing of federation.
import type { RemoteModules } from 'shared';
import { LoginPage } from '../features/login/login-page';

export default LoginPage satisfies RemoteModules['remote_public/login-page'];
