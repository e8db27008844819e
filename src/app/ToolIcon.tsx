import { createElement } from 'react';
import type { IconNode } from '@/tools/define-tool';

/**
 * A tool's icon from its catalogue SVG data (or a shell icon from `virtual:lucide-icon/<Name>`),
 * drawn as lucide draws its icons (24×24 grid, 2 px round strokes in the current colour).
 * Decorative: a name or label is always next to it.
 */
export function ToolIcon({
  icon,
  size = 24,
  className,
  fill = 'none',
}: {
  icon: IconNode;
  size?: number;
  className?: string;
  fill?: string;
}) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={fill}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
