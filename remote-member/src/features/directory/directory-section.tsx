import { useRefreshOnDirectoryChange } from './directory-changed';
import { MembersDirectory } from './members-directory';
import { useVerifiedMembers } from './use-verified-members';

/**
 * The dashboard's directory section: loads the signed-in member's directory when it is first
 * shown, and again behind the list on screen after the member changes what it shows.
 */
export function DirectorySection({ userId }: { userId: string }) {
  const directory = useVerifiedMembers(userId);
  useRefreshOnDirectoryChange(directory.refresh);
  return <MembersDirectory state={directory.state} onRetry={directory.retry} />;
}
