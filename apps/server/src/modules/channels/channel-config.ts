import type { ChannelConfig, FooterConfig, SiteConfig } from '@mealbox/contracts';
import type { ChannelRow, HeroPlanRow } from './channels.repository.ts';

const yn = (flag: boolean) => (flag ? 'Y' : 'N');

/** `(555) 010-4477` from `5550104477`; other shapes are shown as given. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  if (digits.length !== 10) return phone;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

export function toChannelConfig(row: ChannelRow, hero: HeroPlanRow | null): ChannelConfig {
  const b = row.branding;
  return {
    channel: row.slug,
    name: row.name,
    accent_color: b.accent_color,
    logo: b.logo,
    logo_mobile: b.logo_mobile,
    logo_mobile_position: b.logo_mobile_position,
    homepage_url: b.homepage_url,
    navigation_links: b.navigation_links,
    announcement_message: b.announcement_message,
    support_phone: b.support_phone,
    support_phone_formatted: formatPhone(b.support_phone),
    terms_and_conditions_url: b.terms_and_conditions_url,
    privacy_policy_url: b.privacy_policy_url,
    hero_product: hero
      ? {
          sku: hero.sku,
          name: hero.name,
          subscription_picking_required: yn(hero.subscriptionPickingRequired),
        }
      : null,
    subscription_discount: row.subscriptionDiscountPercent,
  };
}

export function toSiteConfig(row: ChannelRow): SiteConfig {
  return {
    name: row.name,
    future_weeks_available: row.futureWeeksAvailable,
    subscription_picking_required: yn(row.subscriptionPickingRequired),
    subscription_cancel_easily: yn(row.subscriptionCancelEasily),
    subscription_cancel_text: row.subscriptionCancelText,
    subscription_discount: row.subscriptionDiscountPercent,
    show_steps: row.showSteps,
    subscription_offer: yn(row.subscriptionOffer),
  };
}

/** A channel without a footer of its own shows the default channel's. */
export function footerFor(row: ChannelRow, defaultRow: ChannelRow): FooterConfig {
  return (
    row.footer ??
    defaultRow.footer ?? {
      columns: [],
      note: `© ${new Date().getFullYear()} ${defaultRow.name}`,
    }
  );
}
