import { Badge, Button, HStack, Link, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { SandboxKeeper } from '../../../src/stores/SandboxKeeper';
import { Tooltip } from '../../components/Tooltip';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import { sandboxStrings as strings } from './strings';

/**
 * The sandbox's place in the header: its work is kept in this browser (and what keeps it for good: signing
 * up, or Save as), Discard to start afresh, and a warning when the browser's storage refuses it.
 */
export const SandboxKeeping = observer(function SandboxKeeping({
  keeper,
  signedIn,
}: {
  keeper: SandboxKeeper;
  signedIn: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <HStack gap="2">
      <Tooltip content={signedIn ? strings.keptHelpSignedIn : strings.keptHelpSignedOut}>
        <Badge colorPalette="brand" tabIndex={0} data-testid="sandbox-kept">
          {strings.kept}
        </Badge>
      </Tooltip>
      {!signedIn && (
        <Link asChild fontSize="sm" colorPalette="brand">
          <RouterLink to="/sign-up">{strings.signUp}</RouterLink>
        </Link>
      )}
      <Button size="xs" variant="outline" onClick={() => setConfirming(true)}>
        {strings.discard}
      </Button>
      {keeper.full && (
        <Text fontSize="xs" color="fg.error" role="alert">
          {strings.full}
        </Text>
      )}
      <ConfirmDialog
        open={confirming}
        title={strings.discardTitle}
        message={strings.discardMessage}
        destructive
        defaultToCancel
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void keeper.discard();
        }}
      />
    </HStack>
  );
});
