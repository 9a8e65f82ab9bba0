import { SvgIcon } from '@kinora/shared';

/** A phone, a tablet, a TV or (anything else) a computer, after the session's device type. */
export function DeviceIcon({ type }: { type: string | null }) {
  switch (type) {
    case 'mobile':
      return (
        <SvgIcon>
          <rect x="7" y="2" width="10" height="20" rx="2" />
          <path d="M11 18h2" />
        </SvgIcon>
      );
    case 'tablet':
      return (
        <SvgIcon>
          <rect x="4" y="2" width="16" height="20" rx="2" />
          <path d="M11 18h2" />
        </SvgIcon>
      );
    case 'tv':
      return (
        <SvgIcon>
          <rect x="2" y="4" width="20" height="13" rx="2" />
          <path d="M8 21h8" />
        </SvgIcon>
      );
    default:
      return (
        <SvgIcon>
          <rect x="3" y="4" width="18" height="12" rx="2" />
          <path d="M2 20h20" />
        </SvgIcon>
      );
  }
}
