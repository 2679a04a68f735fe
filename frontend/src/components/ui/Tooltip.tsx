import * as RadixTooltip from '@radix-ui/react-tooltip';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { TOOLTIP } from '../../app/config/constants';
import styles from './Tooltip.module.css';

/** Wraps the app: the tooltip delays (700 ms, skip 300 ms). */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP.delayMs} skipDelayDuration={TOOLTIP.skipDelayMs}>
      {children}
    </RadixTooltip.Provider>
  );
}

/**
 * Radix closes an open tooltip on any scroll around its trigger. Keyboard focus scrolls a trigger into
 * view, and the browser reports that scroll in its next frame: a tooltip opened by the focus itself
 * would be closed by it at once (a keyboard user in a scrolled table saw nothing). Opening after that
 * frame's scroll events (animation frame callbacks run after them) keeps it open; a later scroll still
 * closes it.
 */
function useOpenAfterPendingScroll(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(false);
  const wanted = useRef(false);
  const change = useCallback((next: boolean) => {
    wanted.current = next;
    if (!next) setOpen(false);
    else
      requestAnimationFrame(() => {
        if (wanted.current) setOpen(true);
      });
  }, []);
  return [open, change];
}

/**
 * Opens on hover or keyboard focus, closes on leave, click, scroll or Escape (Radix behaviour).
 * The trigger must be focusable; `content` is also what screen readers hear.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  const [open, onOpenChange] = useOpenAfterPendingScroll();
  return (
    <RadixTooltip.Root open={open} onOpenChange={onOpenChange}>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content className={styles.content} sideOffset={6} collisionPadding={12}>
          {content}
          <RadixTooltip.Arrow className={styles.arrow} />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
