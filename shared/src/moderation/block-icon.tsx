import { SvgIcon, type IconProps } from '@kinora/shared';

/** A circle struck through: blocking someone, and the notice of a blocked channel. */
export function BlockIcon(props: IconProps) {
  return (
    <SvgIcon width={20} height={20} {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M5.6 5.6l12.8 12.8" />
    </SvgIcon>
  );
}
