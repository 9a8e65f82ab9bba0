import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/**
 * The frame every line icon of the site is drawn in (24px grid, stroked with currentColor).
 * Icons are decoration: the control around them carries the accessible name.
 */
export function SvgIcon({ children, ...props }: IconProps) {
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
      {children}
    </svg>
  );
}

export const ChevronLeftIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="m15 18-6-6 6-6" />
  </SvgIcon>
);

export const SearchIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </SvgIcon>
);

export const ChevronRightIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="m9 18 6-6-6-6" />
  </SvgIcon>
);

export const CloseIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M18 6 6 18M6 6l12 12" />
  </SvgIcon>
);

export const AlertIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 8v4M12 16h.01" />
  </SvgIcon>
);

export const VideoIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <rect x="2" y="5" width="15" height="14" rx="2" />
    <path d="m17 10 5-3v10l-5-3z" />
  </SvgIcon>
);

/** A push pin, standing: what marks the comment a video's owner pinned. */
export const PinIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M12 17v5" />
    <path d="M9 10.76a2 2 0 0 1-1.11 1.79l-1.78.9A2 2 0 0 0 5 15.24V16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-.76a2 2 0 0 0-1.11-1.79l-1.78-.9A2 2 0 0 1 15 10.76V7a1 1 0 0 1 1-1 2 2 0 0 0 0-4H8a2 2 0 0 0 0 4 1 1 0 0 1 1 1z" />
  </SvgIcon>
);
