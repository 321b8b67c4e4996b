import type { ComponentType, SVGProps } from 'react';
import {
  ChartIcon,
  ClipboardIcon,
  DashboardIcon,
  FileSendIcon,
  IdCardIcon,
  InvoiceIcon,
  ListIcon,
  ReceiptPlusIcon,
  SearchIcon,
  SettingsIcon,
  TableIcon,
  TagIcon,
  TruckIcon,
  UserCogIcon,
  UsersIcon,
} from '../../ui/icons';

type MenuIcon = ComponentType<SVGProps<SVGSVGElement> & { size?: number }>;

/** Icons by menu path; the menu itself (labels, roles) comes from the shared access table. */
const ICONS: Record<string, MenuIcon> = {
  '/dashboard': DashboardIcon,
  '/job-table': TableIcon,
  '/expense-entry': ReceiptPlusIcon,
  '/expense-table': ListIcon,
  '/invoice-request': FileSendIcon,
  '/invoice-management': InvoiceIcon,
  '/invoices': ListIcon,
  '/credit-notes': ListIcon,
  '/job-search': SearchIcon,
  '/reports': ChartIcon,
  '/driver-input': TruckIcon,
  '/driver-summary': ClipboardIcon,
  '/customers': UsersIcon,
  '/drivers': IdCardIcon,
  '/trucks': TruckIcon,
  '/charges': TagIcon,
  '/users': UserCogIcon,
  '/settings': SettingsIcon,
  '/mail-outbox': FileSendIcon,
};

export function menuIcon(path: string): MenuIcon {
  return ICONS[path] ?? ListIcon;
}
