/**
 * The page's language for the components: its messages, its policy pages and formatting for
 * it (amounts, opening times). English is the default and lives in the main bundle; the
 * Hindi messages and policy pages arrive as their own chunk (hiBundle.ts) on Hindi pages only.
 */
import { createContext, useContext, type ComponentType } from 'react';
import { formatClock, indiaClock, type MenuData, type MenuKitchen } from '../menu';
import { en, type Messages } from './en';
import type { OrderMessages } from './en-order';
import type { PageMetas } from './en-meta';
import { localizePath, type Lang } from './lang';
import { formatAmount, hindiClock } from './format';

export type PolicyRoute = '/privacy-policy' | '/terms-conditions' | '/refund-cancellation';
/** A policy page: `hours` is the kitchen's opening hours as a phrase ("every day 11:00 AM to 11:00 PM"). */
export type PolicyPages = Record<PolicyRoute, ComponentType<{ buildDate: string; hours: string }>>;

/** What a language brings: its messages and (for Hindi) its own policy pages. */
export interface LanguagePack {
  lang: Lang;
  t: Messages;
  /** null: the English policy pages */
  policies: PolicyPages | null;
  /** the ordering pages' texts; null: English (i18n/order.ts loads them with those pages) */
  order: OrderMessages | null;
  /** The menu with its names in this language (absent: as the kitchen wrote them, English). */
  menu?: (menu: MenuData) => MenuData;
  /** every page's title and description (absent: English, i18n/en-meta.ts) */
  meta?: PageMetas;
}

export interface SiteLanguage extends LanguagePack {
  /** "₹1,234" */
  amount: (rupees: number) => string;
  /** "11:00 AM" / "सुबह 11 बजे" */
  clock: (hhmm: string) => string;
  /** "11:00 AM to 11:00 PM" */
  hours: (kitchen: Pick<MenuKitchen, 'opensAt' | 'closesAt'>) => string;
  /** "Open now · closes 11:00 PM" / "Closed now — opens at 11:00 AM" / "Not taking orders until 8:30 PM", with " · Busy — about 20 min more" while busy */
  openStatus: (kitchen: MenuKitchen) => string;
  /** a route's address in this language ("/checkout" -> "/hi/checkout") */
  href: (route: string) => string;
}

export const englishPack: LanguagePack = { lang: 'en', t: en, policies: null, order: null };

export function siteLanguage(pack: LanguagePack): SiteLanguage {
  const clock = (hhmm: string) => (pack.lang === 'hi' ? hindiClock(hhmm) : formatClock(hhmm));
  return {
    ...pack,
    amount: (rupees) => formatAmount(rupees, pack.lang),
    clock,
    hours: (k) => pack.t.hoursRange(clock(k.opensAt), clock(k.closesAt)),
    openStatus: (k) =>
      k.pausedUntil && k.isActive
        ? pack.t.pausedUntil(clock(indiaClock(k.pausedUntil)))
        : k.isOpen
          ? pack.t.openNow(clock(k.closesAt)) + (k.busyMinutes ? ` · ${pack.t.busy(k.busyMinutes)}` : '')
          : pack.t.closedNow(clock(k.opensAt)),
    href: (route) => localizePath(route, pack.lang),
  };
}

export const LangContext = createContext<SiteLanguage>(siteLanguage(englishPack));

export const useLang = () => useContext(LangContext);
export const useT = () => useContext(LangContext).t;
