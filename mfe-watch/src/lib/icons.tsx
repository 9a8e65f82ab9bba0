import { SearchIcon as SharedSearchIcon, SvgIcon, type IconProps } from '@kinora/shared';

// Decoration only: the button around an icon carries the accessible name.
function Icon(props: IconProps) {
  return <SvgIcon width="20" height="20" {...props} />;
}

export const SaveIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 6h13M3 12h9M3 18h9M18 14v8M14 18h8" />
  </Icon>
);

/** The shared kit's, at this app's size. */
export const SearchIcon = (props: IconProps) => (
  <SharedSearchIcon width="20" height="20" {...props} />
);

export const PlayIcon = (props: IconProps) => (
  <Icon {...props} fill="currentColor">
    <path d="M7 4.5v15l12-7.5Z" />
  </Icon>
);

export const PauseIcon = (props: IconProps) => (
  <Icon {...props} fill="currentColor">
    <path d="M7 5h3v14H7zM14 5h3v14h-3z" />
  </Icon>
);

export const VolumeIcon = ({ muted, ...props }: IconProps & { muted?: boolean }) => (
  <Icon {...props}>
    <path d="M4 9h4l5-4v14l-5-4H4Z" />
    {muted ? (
      <path d="m17 9 5 6M22 9l-5 6" />
    ) : (
      <path d="M17 8.5a5 5 0 0 1 0 7M19.5 6a8.5 8.5 0 0 1 0 12" />
    )}
  </Icon>
);

export const FullscreenIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" />
  </Icon>
);

export const TheatreIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="2" y="6" width="20" height="12" rx="2" />
  </Icon>
);

export const KeyboardIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="2" y="6" width="20" height="12" rx="2" />
    <path d="M6 10h.01M10 10h.01M14 10h.01M18 10h.01M8 14h8" />
  </Icon>
);

export const ShareIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M14 5l7 7-7 7v-4c-6 0-9 1.5-11 5 0-6 3-10 11-11Z" />
  </Icon>
);
