import GridViewIcon from '@mui/icons-material/GridView';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import TableRestaurantIcon from '@mui/icons-material/TableRestaurant';
import type { ReactElement } from 'react';
import { Menu, useCanAccess, useTranslate } from 'react-admin';
import { useMatch } from 'react-router-dom';
import DashboardIcon from '@mui/icons-material/Dashboard';
import InsightsIcon from '@mui/icons-material/Insights';
import TodayIcon from '@mui/icons-material/Today';
import DeliveryDiningIcon from '@mui/icons-material/DeliveryDining';
import StorefrontIcon from '@mui/icons-material/Storefront';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import CampaignIcon from '@mui/icons-material/Campaign';
import HolidayVillageIcon from '@mui/icons-material/HolidayVillage';
import PeopleIcon from '@mui/icons-material/People';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import BackupIcon from '@mui/icons-material/Backup';
import CurrencyRupeeIcon from '@mui/icons-material/CurrencyRupee';
import PaymentsIcon from '@mui/icons-material/Payments';
import TuneIcon from '@mui/icons-material/Tune';
import BlockIcon from '@mui/icons-material/Block';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import ReceiptIcon from '@mui/icons-material/Receipt';
import CelebrationIcon from '@mui/icons-material/Celebration';
import ChecklistIcon from '@mui/icons-material/Checklist';
import MenuBookIcon from '@mui/icons-material/MenuBook';

/**
 * The twelve sidebar links of "Admin shell" plus Admin Earnings. Orders come first (the
 * screen a restaurant lives in during service), the rest in the spec's order; Earnings beside
 * Daily Order, then the accountant's GST summary and Bills, and the day close's Cash. Paths are
 * relative to the router's basename (/admin), which adds the prefix.
 */
export const MENU_LINKS = [
  { to: '/orders', key: 'orders', icon: <ReceiptLongIcon /> },
  { to: '/party-requests', key: 'partyRequests', icon: <CelebrationIcon /> },
  { to: '/prep-list', key: 'prepList', icon: <ChecklistIcon /> },
  // The dining hall: the floor's tables, the counter's fast round, the tables and their QR codes.
  { to: '/floor', key: 'floor', icon: <GridViewIcon /> },
  { to: '/counter', key: 'counter', icon: <PointOfSaleIcon /> },
  { to: '/tables', key: 'tables', icon: <TableRestaurantIcon /> },
  { to: '/', key: 'dashboard', icon: <DashboardIcon /> },
  { to: '/analytics', key: 'analytics', icon: <InsightsIcon /> },
  { to: '/daily-order', key: 'dailyOrder', icon: <TodayIcon /> },
  { to: '/earnings', key: 'earnings', icon: <CurrencyRupeeIcon /> },
  { to: '/gst', key: 'gst', icon: <RequestQuoteIcon /> },
  { to: '/bills', key: 'bills', icon: <ReceiptIcon /> },
  // The day close: each rider's cash against what they handed in.
  { to: '/cash', key: 'cash', icon: <PaymentsIcon /> },
  // Udhaar: who eats on credit and what each owes.
  { to: '/khata', key: 'khata', icon: <MenuBookIcon /> },
  { to: '/delivery-staff', key: 'deliveryStaff', icon: <DeliveryDiningIcon /> },
  { to: '/onboarding', key: 'onboarding', icon: <StorefrontIcon /> },
  { to: '/coupons', key: 'coupons', icon: <LocalOfferIcon /> },
  { to: '/support', key: 'support', icon: <SupportAgentIcon /> },
  { to: '/notifications', key: 'notifications', icon: <CampaignIcon /> },
  { to: '/villages', key: 'villages', icon: <HolidayVillageIcon /> },
  { to: '/users', key: 'users', icon: <PeopleIcon /> },
  { to: '/restaurants', key: 'restaurants', icon: <RestaurantIcon /> },
  { to: '/settings', key: 'settings', icon: <TuneIcon /> },
  { to: '/blocklist', key: 'blocklist', icon: <BlockIcon /> },
] as const;

type MenuLink = { to: string; key: string; icon: ReactElement };

/** react-admin marks the current entry with a class only; aria-current tells screen readers too. */
function AppMenuItem({ link }: { link: MenuLink }) {
  const translate = useTranslate();
  const current = useMatch({ path: link.to, end: link.to === '/' });
  return (
    <Menu.Item
      to={link.to}
      primaryText={translate(`gaon.shell.menu.${link.key}`)}
      leftIcon={link.icon}
      aria-current={current ? 'page' : undefined}
    />
  );
}

/** Backups hold every customer's data: only the roles allowed to manage them see the link. */
const BACKUPS_LINK = { to: '/backups', key: 'backups', icon: <BackupIcon /> } as const;

export function AppMenu() {
  const { canAccess: mayBackUp } = useCanAccess({ action: 'list', resource: 'backups' });
  return (
    <Menu>
      {MENU_LINKS.map((link) => (
        <AppMenuItem key={link.key} link={link} />
      ))}
      {mayBackUp && <AppMenuItem link={BACKUPS_LINK} />}
    </Menu>
  );
}
