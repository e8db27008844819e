import { createElement } from 'react';
import type { IconNode } from '@/tools/define-tool';

/**
 * A tool's icon from its catalogue SVG data, drawn as lucide draws its icons (24×24 grid, 2 px
 * round strokes in the current colour). Decorative: the tool's name is always next to it.
 */
export function ToolIcon({ icon, size = 24, className }: { icon: IconNode; size?: number; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
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
