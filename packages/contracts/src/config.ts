import * as z from 'zod/mini';

export const yesNo = z.enum(['Y', 'N']);
const percent = z.int().check(z.minimum(0), z.maximum(100));

export const NavigationLink = z.object({ label: z.string(), url: z.string() });
export type NavigationLink = z.infer<typeof NavigationLink>;

/** Channel config, spec §3. */
export const ChannelConfig = z.object({
  channel: z.string(),
  name: z.string(),
  accent_color: z.string(),
  logo: z.string(),
  logo_mobile: z.string(),
  logo_mobile_position: z.enum(['left', 'center']),
  homepage_url: z.string(),
  navigation_links: z.object({
    main_navigation: z.array(NavigationLink),
    account: z.array(NavigationLink),
  }),
  announcement_message: z.nullable(z.string()),
  support_phone: z.string(),
  support_phone_formatted: z.string(),
  terms_and_conditions_url: z.string(),
  privacy_policy_url: z.string(),
  hero_product: z.nullable(
    z.object({ sku: z.string(), name: z.string(), subscription_picking_required: yesNo }),
  ),
  /** Subscribe & Save percent. */
  subscription_discount: percent,
});
export type ChannelConfig = z.infer<typeof ChannelConfig>;

/** Site config, spec §3. */
export const SiteConfig = z.object({
  name: z.string(),
  future_weeks_available: z.int().check(z.minimum(0)),
  subscription_picking_required: yesNo,
  subscription_cancel_easily: yesNo,
  subscription_cancel_text: z.string(),
  subscription_discount: percent,
  show_steps: z.boolean(),
  subscription_offer: yesNo,
});
export type SiteConfig = z.infer<typeof SiteConfig>;

export const FooterConfig = z.object({
  columns: z.array(z.object({ title: z.string(), links: z.array(NavigationLink) })),
  note: z.string(),
});
export type FooterConfig = z.infer<typeof FooterConfig>;
