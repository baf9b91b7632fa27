import { LazyNotificationsMenu, LazyUserMenu } from './lazy-menus';
import { bellIcon, UnreadIndicator, useBellLabel, useUserBadge } from './member-badges';
import { loadOnIntent, TriggerButton, type TriggerProps } from './menu-stand-in';

// A member's bell and user menu (./header-menus.tsx loads this part for members only): their
// buttons show the unread count and the avatar at once; the menus load on intent.

/** The member's user menu button: the avatar, from the current user alone. */
function MemberMenuTrigger(props: TriggerProps) {
  const { label, face } = useUserBadge();
  return (
    <TriggerButton {...props} label={label} popup="menu" round>
      {face}
    </TriggerButton>
  );
}

/** The bell with its unread count, from the notifications alone. */
function NotificationsTrigger(props: TriggerProps) {
  const { label, unread } = useBellLabel();
  return (
    <UnreadIndicator unread={unread}>
      <TriggerButton {...props} label={label} popup="menu">
        {bellIcon}
      </TriggerButton>
    </UnreadIndicator>
  );
}

const UserMenuOnIntent = loadOnIntent(LazyUserMenu, MemberMenuTrigger);
const NotificationsMenuOnIntent = loadOnIntent(LazyNotificationsMenu, NotificationsTrigger);

export function MemberMenus() {
  return (
    <>
      <NotificationsMenuOnIntent />
      <UserMenuOnIntent />
    </>
  );
}
