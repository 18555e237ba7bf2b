import type { ComponentType } from 'react';
import {
  AccountBookOutlined,
  AppstoreOutlined,
  BankOutlined,
  BarChartOutlined,
  CodeOutlined,
  CreditCardOutlined,
  FileTextOutlined,
  HomeOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  SendOutlined,
  ShoppingCartOutlined,
  SwapOutlined,
  TransactionOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';

/** Menu node `icon` names (contracts resource tree) → icons. */
const ICONS: Record<string, ComponentType> = {
  home: HomeOutlined,
  transaction: TransactionOutlined,
  settlement: AccountBookOutlined,
  report: BarChartOutlined,
  subscription: ScheduleOutlined,
  wallet: WalletOutlined,
  transfer: SwapOutlined,
  bank: BankOutlined,
  risk: SafetyCertificateOutlined,
  checkout: ShoppingCartOutlined,
  developer: CodeOutlined,
  content: FileTextOutlined,
  account: UserOutlined,
  acquiring: CreditCardOutlined,
  payout: SendOutlined,
};

export function MenuIcon({ name }: { name: string | null | undefined }) {
  if (!name) return null;
  const Icon = ICONS[name] ?? AppstoreOutlined;
  return <Icon />;
}
