import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/** The plus and minus of a quantity stepper (the cart's and the affiliate's selection). */
export function PlusIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6v2z" />
    </SvgIcon>
  );
}

export function MinusIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M19 13H5v-2h14v2z" />
    </SvgIcon>
  );
}
