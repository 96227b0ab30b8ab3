import { Menu } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { canAdminister, isAdmin } from '../../src/model/auth/roles';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import { InviteUserDialog } from '../dialogs/InviteUserDialog';
import { inviteStrings } from '../dialogs/strings';
import { shellIcons } from '../shell/icons';
import { useStores } from '../shell/StoreContext';
import { shellStrings } from '../strings';
import { IconMenuItem } from './IconMenuItem';
import { TopBarMenu } from './TopBarMenu';

/**
 * The account menu (spec 3 section 2.5): the username, My Profile, Administration for admins, Send
 * Invite for site admins (spec 1 section 6), Update available while a new version of the app waits,
 * Logout after a confirmation. Hidden when nobody is signed in.
 */
export const AccountMenu = observer(function AccountMenu() {
  const { auth, appUpdate } = useStores();
  const navigate = useNavigate();
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const [inviting, setInviting] = useState(false);
  const user = auth.user;
  if (!auth.loggedIn || !user) return null;

  return (
    <>
      <TopBarMenu
        icon={shellIcons.account}
        label={user.firstName || user.username}
        ariaLabel={shellStrings.account.menu}
        tooltip={shellStrings.account.tooltip}
        onSelect={(value) => {
          if (value === 'update') appUpdate.apply();
          if (value === 'profile') navigate('/profile');
          if (value === 'admin') navigate('/admin');
          if (value === 'invite') setInviting(true);
          if (value === 'logout') setConfirmingLogout(true);
        }}
      >
        <Menu.ItemGroup>
          <Menu.ItemGroupLabel>{user.username}</Menu.ItemGroupLabel>
          <IconMenuItem value="profile" icon={shellIcons.profile}>
            {shellStrings.account.profile}
          </IconMenuItem>
          {canAdminister(user.roles) && (
            <IconMenuItem value="admin" icon={shellIcons.administration}>
              {shellStrings.account.administration}
            </IconMenuItem>
          )}
          {isAdmin(user.roles) && (
            <IconMenuItem value="invite" icon={shellIcons.invite}>
              {inviteStrings.menuItem}
            </IconMenuItem>
          )}
          {appUpdate.available && (
            <IconMenuItem value="update" icon={shellIcons.updateAvailable}>
              {shellStrings.account.updateAvailable}
            </IconMenuItem>
          )}
          <IconMenuItem value="logout" icon={shellIcons.logout}>
            {shellStrings.account.logout}
          </IconMenuItem>
        </Menu.ItemGroup>
      </TopBarMenu>
      {isAdmin(user.roles) && (
        <InviteUserDialog
          open={inviting}
          organization={user.organization ?? null}
          onClose={() => setInviting(false)}
        />
      )}
      <ConfirmDialog
        open={confirmingLogout}
        title={shellStrings.account.logoutTitle}
        message={shellStrings.account.logoutMessage}
        defaultToCancel
        onCancel={() => setConfirmingLogout(false)}
        onConfirm={() => {
          setConfirmingLogout(false);
          void auth.logout();
        }}
      />
    </>
  );
});
