import { Tooltip as ChakraTooltip, Portal } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';

/** Tooltips open after this long over their control (spec 1 and spec 3 section 9: 700 ms). */
export const TOOLTIP_OPEN_DELAY_MS = 700;

export interface TooltipProps {
  /** The tooltip's text. */
  content: ReactNode;
  /** One focusable element (a button, a link) the tooltip describes. */
  children: ReactElement;
  placement?: 'top' | 'bottom' | 'left' | 'right' | 'bottom-start' | 'bottom-end';
  /** The trigger's id when the element is also another part's trigger (a menu's): both must share it. */
  triggerId?: string;
  /**
   * Shown while true, for a trigger the pointer cannot reach (a node drawn on the canvas): the caller then
   * waits TOOLTIP_OPEN_DELAY_MS itself.
   */
  open?: boolean;
}

/** The app's one tooltip: shown on hover and keyboard focus after the spec's delay, never the native `title`. */
export function Tooltip({ content, children, placement = 'bottom', triggerId, open }: TooltipProps) {
  return (
    <ChakraTooltip.Root
      {...(open === undefined ? {} : { open })}
      openDelay={TOOLTIP_OPEN_DELAY_MS}
      positioning={{ placement }}
      ids={triggerId ? { trigger: triggerId } : undefined}
    >
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
      <Portal>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content>{content}</ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
}
