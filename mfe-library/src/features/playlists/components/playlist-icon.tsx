import { SvgIcon, type IconProps } from '@kinora/shared';

/** Lines with a play mark: the usual playlist symbol. Decorative. */
export function PlaylistIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M3 6h13M3 12h9M3 18h9" />
      <path d="m16 14 5 3-5 3z" fill="currentColor" />
    </SvgIcon>
  );
}
