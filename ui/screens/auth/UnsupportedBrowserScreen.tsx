import { Button, Icon, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { AuthLayout } from './AuthLayout';
import { authIcons } from './icons';
import { authStrings } from './strings';

/**
 * The unsupported-browser screen (spec 1 section 1): asks for Chrome, Firefox or Safari and offers to
 * copy the page link, to paste into one of them.
 */
export function UnsupportedBrowserScreen() {
  const [copied, setCopied] = useState(false);
  const canCopy = typeof navigator !== 'undefined' && Boolean(navigator.clipboard);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <AuthLayout title={authStrings.unsupported.title}>
      <Stack gap="5">
        <Text>{authStrings.unsupported.body}</Text>
        <Text fontFamily="mono" fontSize="sm" wordBreak="break-all" color="fg.muted">
          {typeof window === 'undefined' ? '' : window.location.href}
        </Text>
        {canCopy && (
          <Button colorPalette="brand" onClick={copyLink}>
            <Icon as={authIcons.copyLink} aria-hidden />
            {authStrings.unsupported.copy}
          </Button>
        )}
        <Text role="status" color="fg.success" minH="6">
          {copied ? authStrings.unsupported.copied : ''}
        </Text>
      </Stack>
    </AuthLayout>
  );
}

export default UnsupportedBrowserScreen;
