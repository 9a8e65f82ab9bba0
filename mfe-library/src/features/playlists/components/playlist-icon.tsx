import type { SVGProps } from 'react';

/** Lines with a play mark: the usual playlist symbol. Decorative. */
export function PlaylistIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d="M3 6h13M3 12h9M3 18h9" />
      <path d="m16 14 5 3-5 3z" fill="currentColor" />
    </svg>
  );
}
