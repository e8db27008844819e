import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { OverlayArrow, Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import styles from './Tooltip.module.css';

export type TooltipPlacement = 'top' | 'bottom' | 'left' | 'right';

export interface TooltipProps {
  content: ReactNode;
  placement?: TooltipPlacement;
  /** One focusable react-aria element (a Button, a Link) that shows the tooltip on hover or focus. */
  children: ReactElement;
  /** Keeps the tooltip open whatever the pointer and focus do (e.g. "Copied!" after a press). */
  forceOpen?: boolean;
  /** Fully controlled open state (overrides hover and focus). */
  isOpen?: boolean;
  isDisabled?: boolean;
}

/** A tooltip on hover or keyboard focus, placed top, bottom, left or right of its trigger. */
export function Tooltip({ content, placement = 'top', children, forceOpen = false, isOpen, isDisabled }: TooltipProps) {
  const [open, setOpen] = useState(false);
  // A tooltip kept open is placed once: a scroll would leave it pointing at another trigger (a
  // hovered one closes on scroll by itself), so scrolling ends it until it is kept open again.
  const [scrolled, setScrolled] = useState(false);
  if (!forceOpen && scrolled) setScrolled(false);
  useEffect(() => {
    if (!forceOpen) return;
    const onScroll = () => setScrolled(true);
    // Captured on the window: scroll events of inner containers do not bubble.
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => window.removeEventListener('scroll', onScroll, { capture: true });
  }, [forceOpen]);
  return (
    <TooltipTrigger
      delay={300}
      closeDelay={100}
      isOpen={isOpen ?? (open || (forceOpen && !scrolled))}
      onOpenChange={setOpen}
      isDisabled={isDisabled}
    >
      {children}
      <AriaTooltip placement={placement} offset={8} className={styles.tooltip}>
        <OverlayArrow className={styles.arrow}>
          <svg width={8} height={8} viewBox="0 0 8 8" aria-hidden>
            <path d="M0 0 L4 4 L8 0" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
