import { Button, DataList, Link, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { DISCONNECTED, type RemoteStatus, watchRemoteStatus } from '../../src/api/realtime/remoteStatus';
import { linkFlag } from '../../src/model/featureFlags';
import { APP_VERSION } from '../../src/model/version';
import { useStores } from '../shell/StoreContext';
import { shellStrings } from '../strings';
import { AppDialog } from './AppDialog';

const strings = shellStrings.about;

export interface AboutDialogProps {
  open: boolean;
  onClose: () => void;
  /** The map on screen, whose users the map status counts; none off a map. */
  mapId?: string | null;
  /** Whether the page needs the live connection (a live session); otherwise it is only informative. */
  connectionRequired?: boolean;
}

/** The live connection while the dialog is open: connected on opening, closed on closing. */
function useRemoteStatus(open: boolean, mapId: string | null): RemoteStatus {
  const [status, setStatus] = useState<RemoteStatus>(DISCONNECTED);
  useEffect(() => {
    if (!open) return;
    setStatus(DISCONNECTED);
    return watchRemoteStatus(mapId, setStatus);
  }, [open, mapId]);
  return status;
}

/**
 * About (spec 3 section 2.5): the build's version, the release notes, the live connection (Connected or
 * Disconnected, required or not) and the map status (map id and user count, or N/A).
 */
export const AboutDialog = observer(function AboutDialog({
  open,
  onClose,
  mapId = null,
  connectionRequired = false,
}: AboutDialogProps) {
  const { featureFlags } = useStores();
  const status = useRemoteStatus(open, mapId);
  const releaseNotes = linkFlag(featureFlags.flags, 'release-notes-url');
  const connection = `${status.connected ? strings.connected : strings.disconnected} (${
    connectionRequired ? strings.required : strings.notRequired
  })`;
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={strings.title}
      footer={
        <Button variant="outline" onClick={onClose}>
          {strings.close}
        </Button>
      }
    >
      <DataList.Root orientation="horizontal">
        <DataList.Item>
          <DataList.ItemLabel>{strings.version}</DataList.ItemLabel>
          <DataList.ItemValue data-testid="about-version">{APP_VERSION}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{strings.releaseNotes}</DataList.ItemLabel>
          <DataList.ItemValue>
            {releaseNotes ? (
              <Link href={releaseNotes} target="_blank" rel="noopener noreferrer">
                {strings.releaseNotes}
              </Link>
            ) : (
              <Text color="fg.muted">{strings.noReleaseNotes}</Text>
            )}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{strings.connection}</DataList.ItemLabel>
          <DataList.ItemValue data-testid="about-connection">{connection}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{strings.mapStatus}</DataList.ItemLabel>
          <DataList.ItemValue data-testid="about-map-status">
            {status.map ? strings.mapUsers(status.map.mapId, status.map.userCount) : strings.notApplicable}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    </AppDialog>
  );
});
