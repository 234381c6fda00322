// Federation entry: the app itself knows nothing of federation.
import type { RemoteModules } from 'shared';
import { ForgotPasswordPage } from '../features/password/forgot-password-page';

export default ForgotPasswordPage satisfies RemoteModules['remote_public/forgot-password-page'];
