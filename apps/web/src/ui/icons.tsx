import { createElement, type ReactElement, type SVGProps } from 'react';

/**
 * A handful of stroke icons drawn inline (no icon package). Decorative by default: the control
 * around an icon carries its accessible name.
 */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

const circle = (cx: number, cy: number, r: number) => createElement('circle', { cx, cy, r });
const rect = (x: number, y: number, width: number, height: number, rx: number) =>
  createElement('rect', { x, y, width, height, rx });

/** Every icon is the same 24-unit stroke frame around its shapes; a string is a path's outline. */
function icon(...shapes: (string | ReactElement)[]) {
  const children = shapes.map((shape) => (typeof shape === 'string' ? createElement('path', { d: shape }) : shape));
  return function StrokeIcon({ size = 20, ...rest }: IconProps) {
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 1.8,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        'aria-hidden': 'true',
        focusable: 'false',
        ...rest,
      },
      ...children,
    );
  };
}

export const DashboardIcon = icon(
  rect(3, 3, 7, 9, 1.5),
  rect(14, 3, 7, 5, 1.5),
  rect(14, 12, 7, 9, 1.5),
  rect(3, 16, 7, 5, 1.5),
);
export const TableIcon = icon(rect(3, 4, 18, 16, 2), 'M3 10h18M3 15h18M9 4v16');
export const ReceiptPlusIcon = icon('M6 3h12v18l-3-2-3 2-3-2-3 2z', 'M12 8v6M9 11h6');
export const ListIcon = icon('M9 6h12M9 12h12M9 18h12', circle(4.5, 6, 1), circle(4.5, 12, 1), circle(4.5, 18, 1));
export const FileSendIcon = icon(
  'M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h6',
  'M14 3v5h5M19 8v4',
  'M15 18h6M18 15l3 3-3 3',
);
export const InvoiceIcon = icon(
  'M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z',
  'M14 3v6h6M8 13h8M8 17h5',
);
export const SearchIcon = icon(circle(11, 11, 7), 'm20 20-3.5-3.5');
export const ChartIcon = icon('M3 3v18h18', 'M7 15l4-4 3 3 5-6');
export const TruckIcon = icon('M3 6h11v10H3zM14 10h4l3 3v3h-7', circle(7, 18, 2), circle(17, 18, 2));
export const ClipboardIcon = icon(rect(5, 4, 14, 17, 2), 'M9 4V3h6v1M9 10h6M9 14h6M9 18h3');
export const LogoutIcon = icon('M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4', 'M16 17l5-5-5-5M21 12H9');
export const ChevronsLeftIcon = icon('m11 17-5-5 5-5M18 17l-5-5 5-5');
export const ChevronsRightIcon = icon('m13 17 5-5-5-5M6 17l5-5-5-5');
export const EyeIcon = icon('M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z', circle(12, 12, 3));
export const EyeOffIcon = icon(
  'M10.6 5.1A10.4 10.4 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-2.6 3.6M6.6 6.6A17.4 17.4 0 0 0 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6',
  'M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18',
);
export const LockIcon = icon(rect(4, 11, 16, 10, 2), 'M8 11V7a4 4 0 0 1 8 0v4');
export const AlertIcon = icon(circle(12, 12, 9), 'M12 8v5M12 16.5v.01');
export const ShieldIcon = icon('M12 3 4 6v6c0 5 3.4 8.3 8 9 4.6-.7 8-4 8-9V6z', 'M9.5 12.5 11 14l3.5-3.5');
export const UsersIcon = icon(
  circle(9, 8, 3.5),
  'M2.5 20a6.5 6.5 0 0 1 13 0M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14.5a6.5 6.5 0 0 1 3.5 5.5',
);
export const IdCardIcon = icon(rect(3, 5, 18, 14, 2), circle(9, 11, 2), 'M6 16a3 3 0 0 1 6 0M15 10h3M15 14h3');
export const TagIcon = icon('M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9z', circle(8, 8, 1.5));
export const UserCogIcon = icon(
  circle(10, 8, 3.5),
  'M3.5 20a6.5 6.5 0 0 1 9.5-5.8',
  circle(18, 17, 2.5),
  'M18 13v1.5M18 19.5V21M14 17h1.5M20.5 17H22',
);
export const PaperclipIcon = icon(
  'M21 11.5 12.5 20a5 5 0 0 1-7-7l8.5-8.5a3.3 3.3 0 0 1 4.7 4.7L10.2 17.7a1.7 1.7 0 0 1-2.4-2.4L15.5 7.6',
);
export const SettingsIcon = icon('M4 21V14M4 10V3M12 21v-9M12 8V3M20 21v-5M20 12V3M1 14h6M9 8h6M17 16h6');
