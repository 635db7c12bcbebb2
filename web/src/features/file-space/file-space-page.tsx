import { RequireLogin } from '../../session/require-login';
import { DriveSpace } from './components/drive-space';

/**
 * `/pages/shared-space/shared-space`: a signed-in user's own files. The page is a feature of its
 * own, above the drive: it composes upload, share, unzip, office and editing, which are all built
 * on the drive, so it could not live in the drive without a cycle.
 */
export default function FileSpacePage() {
  return <RequireLogin>{() => <DriveSpace />}</RequireLogin>;
}
