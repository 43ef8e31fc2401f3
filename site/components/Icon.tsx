/** Small inline SVG icons (decorative unless a label is given): a <use> of the page's sprite (IconSprite.tsx). */
import type { IconKey } from './IconSprite';

export type { IconKey };

export function Icon({ name, label, className }: { name: IconKey; label?: string; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width="24"
      height="24"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <use href={`#i-${name}`} />
    </svg>
  );
}
