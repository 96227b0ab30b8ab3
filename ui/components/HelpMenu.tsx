import { Icon, Menu } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { linkFlag, SHIPPED_HELP_PATH } from '../../src/model/featureFlags';
import { AboutDialog } from '../dialogs/AboutDialog';
import { FeedbackDialog } from '../dialogs/FeedbackDialog';
import { shellIcons } from '../shell/icons';
import { useStores } from '../shell/StoreContext';
import { shellStrings } from '../strings';
import { IconMenuItem } from './IconMenuItem';
import { TopBarMenu } from './TopBarMenu';

const strings = shellStrings.help;

export interface HelpMenuProps {
  /** The map on screen, for About's map status. */
  mapId?: string | null;
  /** Whether the page needs the live connection, for About. */
  connectionRequired?: boolean;
}

/** An entry that opens an address in a new tab. */
function NewTabItem({
  value,
  href,
  label,
  icon,
}: {
  value: string;
  href: string;
  label: string;
  icon: LucideIcon;
}) {
  return (
    <Menu.Item value={value} asChild>
      <a href={href} target="_blank" rel="noopener noreferrer">
        <Icon as={icon} aria-hidden />
        {label}
      </a>
    </Menu.Item>
  );
}

/**
 * The help menu (spec 3 section 2.5): Help and FAQ (the configured help site), Video Tutorials where an
 * address is configured, a divider, About, Feedback (signed in), and the help summary; links open in a new tab.
 */
export const HelpMenu = observer(function HelpMenu({
  mapId = null,
  connectionRequired = false,
}: HelpMenuProps) {
  const { auth, featureFlags } = useStores();
  const [open, setOpen] = useState<'about' | 'feedback' | null>(null);
  const helpSite = linkFlag(featureFlags.flags, 'help-url') ?? SHIPPED_HELP_PATH;
  const tutorials = linkFlag(featureFlags.flags, 'tutorials-url');
  return (
    <>
      <TopBarMenu
        icon={shellIcons.help}
        ariaLabel={strings.menu}
        tooltip={strings.tooltip}
        onSelect={(value) => {
          if (value === 'about' || value === 'feedback') setOpen(value);
        }}
      >
        <NewTabItem value="help" href={helpSite} label={strings.helpAndFaq} icon={shellIcons.helpAndFaq} />
        {tutorials && (
          <NewTabItem
            value="tutorials"
            href={tutorials}
            label={strings.videoTutorials}
            icon={shellIcons.videoTutorials}
          />
        )}
        <Menu.Separator />
        <IconMenuItem value="about" icon={shellIcons.about}>
          {strings.about}
        </IconMenuItem>
        {/* Feedback is kept with its sender: offered only to a signed-in user (the sandbox has none). */}
        {auth.loggedIn && (
          <IconMenuItem value="feedback" icon={shellIcons.feedback}>
            {strings.feedback}
          </IconMenuItem>
        )}
        <NewTabItem
          value="summary"
          href={SHIPPED_HELP_PATH}
          label={strings.summary}
          icon={shellIcons.helpSummary}
        />
      </TopBarMenu>
      <AboutDialog
        open={open === 'about'}
        onClose={() => setOpen(null)}
        mapId={mapId}
        connectionRequired={connectionRequired}
      />
      {open === 'feedback' && <FeedbackDialog open onClose={() => setOpen(null)} />}
    </>
  );
});
