import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import type { CurrentUser } from '@mealbox/contracts';

/** A quiet line of a section's view mode. */
function Line({ children, muted = false }: { children: ReactNode; muted?: boolean }) {
  return (
    <Typography sx={{ fontSize: 15, ...(muted ? { color: 'text.secondary' } : {}) }}>
      {children}
    </Typography>
  );
}

const cityLine = (city: string | null, state: string | null, zip: string | null) =>
  [[city, state].filter(Boolean).join(', '), zip].filter(Boolean).join(' ');

export function ShippingView({ user }: { user: CurrentUser }) {
  if (!user.address_1) return <Line muted>No shipping address yet.</Line>;
  return (
    <>
      <Line>
        {user.first_name} {user.last_name}
      </Line>
      {user.company && <Line>{user.company}</Line>}
      <Line>{user.address_1}</Line>
      {user.address_2 && <Line>{user.address_2}</Line>}
      <Line>{cityLine(user.city, user.state, user.zip_code)}</Line>
      {user.dayphone && <Line>Phone: {user.dayphone}</Line>}
      {user.delivery_instructions && (
        <Line muted>Delivery instructions: {user.delivery_instructions}</Line>
      )}
    </>
  );
}

export function PaymentView({ user }: { user: CurrentUser }) {
  if (!user.masked_card_number) return <Line muted>No card on file yet.</Line>;
  return (
    <>
      <Line>
        Card ending in {user.masked_card_number.slice(-4)}
        {user.card_exp_date && `, expires ${user.card_exp_date}`}
      </Line>
      {user.payment_address && (
        <>
          <Typography variant="h3" sx={{ fontSize: 15, fontWeight: 600, mt: 1 }}>
            Billing address
          </Typography>
          <Line>
            {user.payment_first_name} {user.payment_last_name}
          </Line>
          {user.payment_company && <Line>{user.payment_company}</Line>}
          <Line>{user.payment_address}</Line>
          {user.payment_address_2 && <Line>{user.payment_address_2}</Line>}
          <Line>{cityLine(user.payment_city, user.payment_state, user.payment_zip_code)}</Line>
        </>
      )}
    </>
  );
}

export function AccountInfoView({ user }: { user: CurrentUser }) {
  return (
    <>
      <Line>{user.name}</Line>
      <Line>{user.email}</Line>
    </>
  );
}

export function PasswordView() {
  return <Line muted>Change the password you log in with.</Line>;
}

/** The account page's words for one excluded tag: its checkbox, and its view mode's sentence. */
export const excludeTagLabel = (tag: string) => `Never send me meals tagged ${tag}`;

/** "Keto", "Keto or Vegan", "Keto, Vegan or Spicy". */
const joinOr = (words: readonly string[]) =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;

export const excludedTagsLine = (tags: readonly string[]) =>
  tags.length === 0
    ? 'Any meal on the menu may be chosen for you.'
    : `${excludeTagLabel(joinOr(tags))}.`;

export function MealPreferencesView({ user }: { user: CurrentUser }) {
  return (
    <Line muted={user.excluded_tags.length === 0}>{excludedTagsLine(user.excluded_tags)}</Line>
  );
}
