import { RequireLogin } from '../../session/require-login';
import { DriveSpace } from './components/drive-space';

/** `/pages/shared-space/shared-space`: a signed-in user's own files. */
export default function DrivePage() {
  return <RequireLogin>{() => <DriveSpace />}</RequireLogin>;
}
