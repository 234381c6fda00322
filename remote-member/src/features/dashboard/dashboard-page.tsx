import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import {
  HydrateWhenNear, LazyModal, lazyNamed, useDocumentTitle, useDrawnByServer, useSession, useSiteConfig, type User,
} from 'shared';
import { useDirectoryChanged } from '../directory/directory-changed';
import { EDIT_PROFILE_FRAME } from '../profile/edit-profile-frame';
import { SECURITY_FRAME } from '../security/security-frame';
import { ProfileHeader } from './profile-header';

// The two modals (the profile form with its picture upload; passkeys, the authenticator app and
// its QR code, sessions) are chunks of their own, fetched when the browser is idle and run when
// opened: the page's first view does not parse or evaluate them. Opened before their chunk is
// there, the dialog opens at once with a spinner and the modal takes its place.
const EditProfileModal = lazyNamed(() => import(/* webpackPrefetch: true */ '../profile/edit-profile-modal'), 'EditProfileModal');
const SecurityModal = lazyNamed(() => import(/* webpackPrefetch: true */ '../security/security-modal'), 'SecurityModal');
// The sections below the band likewise: on a page the server drew, each is fetched and run when
// it comes near the screen (until then it is the server's markup); in the browser's own render,
// they follow the band.
const EventsCalendar = lazyNamed(() => import(/* webpackPrefetch: true */ '../events/events-calendar'), 'EventsCalendar');
const DirectorySection = lazyNamed(() => import(/* webpackPrefetch: true */ '../directory/directory-section'), 'DirectorySection');
const SponsorshipsSection = lazyNamed(() => import(/* webpackPrefetch: true */ '../sponsorships/sponsorships-section'), 'SponsorshipsSection');
const MyDataSection = lazyNamed(() => import(/* webpackPrefetch: true */ '../my-data/my-data-section'), 'MyDataSection');

type Editing = null | 'details' | 'picture';

function Dashboard({ user }: { user: User }) {
  const { brandName } = useSiteConfig();
  const directoryChanged = useDirectoryChanged();
  const [editing, setEditing] = useState<Editing>(null);
  const edit = useCallback(() => setEditing('details'), []);
  const editPicture = useCallback(() => setEditing('picture'), []);
  const close = useCallback(() => setEditing(null), []);
  const [security, setSecurity] = useState(false);
  const openSecurity = useCallback(() => setSecurity(true), []);
  const closeSecurity = useCallback(() => setSecurity(false), []);
  useDocumentTitle(`Member Dashboard · ${brandName}`);
  // Drawn in the browser: the band (the page's largest paint) first, the sections below it in a
  // later render. Drawn by the server: the whole page at once, so the first paint has it all.
  const sectionsShown = useDeferredValue(true, useDrawnByServer());
  // On a page the server drew, each section hydrates when it comes near the screen. The elements
  // are memoised: an update reaching a section not yet hydrated would have React draw it afresh.
  const sections = useMemo(() => (
    <>
      <HydrateWhenNear><EventsCalendar /></HydrateWhenNear>
      <HydrateWhenNear><DirectorySection userId={user.id} /></HydrateWhenNear>
      <HydrateWhenNear><SponsorshipsSection /></HydrateWhenNear>
      <HydrateWhenNear><MyDataSection onPrivacySaved={directoryChanged} /></HydrateWhenNear>
    </>
  ), [user.id, directoryChanged]);

  return (
    <>
      <ProfileHeader user={user} onEdit={edit} onEditPicture={editPicture} onSecurity={openSecurity} />
      {sectionsShown && sections}
      <LazyModal frame={{ ...EDIT_PROFILE_FRAME, onClose: close }}>
        {editing && <EditProfileModal user={user} focus={editing} onClose={close} onSaved={directoryChanged} />}
      </LazyModal>
      <LazyModal frame={{ ...SECURITY_FRAME, onClose: closeSecurity }}>
        {security && <SecurityModal user={user} onClose={closeSecurity} />}
      </LazyModal>
    </>
  );
}

/**
 * The member dashboard at /user: the member's own header, the events calendar and the directory
 * of verified members, with profile editing, then the applications naming the member as a
 * sponsor, then the member's privacy choices, data export and leaving the club.
 */
export function DashboardPage() {
  const { currentUser } = useSession();
  if (!currentUser) return null;
  return <Dashboard user={currentUser} />;
}
