import { z } from 'zod';

export const yesNo = z.enum(['Y', 'N']);

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
  announcement_message: z.string().nullable(),
  support_phone: z.string(),
  support_phone_formatted: z.string(),
  terms_and_conditions_url: z.string(),
  privacy_policy_url: z.string(),
  hero_product: z
    .object({ sku: z.string(), name: z.string(), subscription_picking_required: yesNo })
    .nullable(),
  /** Subscribe & Save percent. */
  subscription_discount: z.number().int().min(0).max(100),
});
export type ChannelConfig = z.infer<typeof ChannelConfig>;

/** Site config, spec §3. */
export const SiteConfig = z.object({
  name: z.string(),
  future_weeks_available: z.number().int().min(0),
  subscription_picking_required: yesNo,
  subscription_cancel_easily: yesNo,
  subscription_cancel_text: z.string(),
  subscription_discount: z.number().int().min(0).max(100),
  show_steps: z.boolean(),
  subscription_offer: yesNo,
});
export type SiteConfig = z.infer<typeof SiteConfig>;

export const FooterConfig = z.object({
  columns: z.array(z.object({ title: z.string(), links: z.array(NavigationLink) })),
  note: z.string(),
});
export type FooterConfig = z.infer<typeof FooterConfig>;
