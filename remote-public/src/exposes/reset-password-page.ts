// Federation entry: the app itself knows nothing of federation.
import type { RemoteModules } from 'shared';
import { ResetPasswordPage } from '../features/password/reset-password-page';

export default ResetPasswordPage satisfies RemoteModules['remote_public/reset-password-page'];
