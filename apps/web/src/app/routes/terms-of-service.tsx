import { Link as RouterLink } from 'react-router';
import { DocumentPage, externalDocument } from '../../features/pages/document-page';
import { useSession } from '../../features/accounts/session-store';

export default function TermsOfServiceRoute() {
  const channel = useSession((s) => s.channel);
  const name = channel.name;
  const phone = channel.support_phone_formatted;
  return (
    <DocumentPage
      title="Terms of Service"
      externalUrl={externalDocument(channel.terms_and_conditions_url, '/terms-of-service')}
      externalLabel={`Read ${name}'s own terms and conditions`}
      intro={`These terms govern your use of the ${name} website and meal delivery service. By creating an account or placing an order you agree to them.`}
    >
      <h2>The service</h2>
      <p>
        {name} prepares fully cooked meals and delivers them weekly. You can place a one-time order
        or subscribe to a weekly meal plan. Menus change every week and meals are subject to
        availability.
      </p>

      <h2>Your account</h2>
      <p>
        You must be at least 18 years old and give accurate information when you register. You are
        responsible for keeping your password safe and for everything done through your account.
        Tell us straight away if you think someone else has used it.
      </p>

      <h2>Subscriptions</h2>
      <ul>
        <li>
          A subscription renews every week until you cancel it. Each week you are charged for your
          plan unless you skip that week before its picking deadline.
        </li>
        <li>
          The picking deadline is Wednesday at 11:59 PM of the week before delivery. Until then you
          can choose meals, skip the week or change your plan. If you do not choose meals, our chefs
          choose them for you.
        </li>
        <li>
          You can cancel at any time from your account. Cancelling stops future orders; orders
          already past their deadline are still prepared, delivered and charged.
        </li>
      </ul>

      <h2>Prices, discounts and payment</h2>
      <p>
        Prices are shown on the website and include the Subscribe &amp; Save discount where it
        applies. Only one discount code can be used per order, and codes cannot be exchanged for
        cash. Gift card balances are used before your card. By giving us a payment card you
        authorise us to charge it for each order. If a payment fails, we may hold or cancel the
        order until the payment method is updated.
      </p>

      <h2>Gift cards</h2>
      <p>
        Gift cards can be redeemed for {name} orders only. They cannot be returned, refunded or
        exchanged for cash, except where the law requires it. Please keep gift card codes safe; we
        cannot replace lost or stolen codes that have already been used.
      </p>

      <h2>Delivery</h2>
      <p>
        We deliver to the address you give us on the delivery date shown at checkout. Someone does
        not need to be home: boxes are insulated to keep meals cold for the day of delivery, so
        please refrigerate them as soon as you can. We are not responsible for boxes delivered to an
        incorrect address you provided or left unattended for a long time.
      </p>

      <h2>Food safety and allergens</h2>
      <p>
        Keep meals refrigerated and eat them by the date on the label. Heat them as the instructions
        describe until they reach an internal temperature of 165 degrees. Our meals are prepared in
        a kitchen that handles common allergens, including milk, eggs, fish, shellfish, tree nuts,
        peanuts, wheat, soy and sesame, so we cannot guarantee that any meal is free of them. Always
        read the ingredients and allergen information before eating.
      </p>

      <h2>Problems with an order</h2>
      <p>
        If a meal is missing, damaged or not right, contact us within 48 hours of delivery and we
        will make it right with a credit, a replacement or a refund.
      </p>

      <h2>Acceptable use</h2>
      <p>
        Do not misuse the website: no attempts to break its security, scrape it at scale, resell our
        meals without permission or use it for anything unlawful. We may suspend accounts that do.
      </p>

      <h2>Liability</h2>
      <p>
        The service is provided as is. To the extent the law allows, {name} is not liable for
        indirect or consequential losses, and our total liability for any order is limited to the
        amount you paid for it. Nothing in these terms limits rights you have under consumer law.
      </p>

      <h2>Changes to these terms</h2>
      <p>
        We may update these terms. We will tell you about significant changes before they take
        effect; continuing to use the service afterwards means you accept them.
      </p>

      <h2>Contact us</h2>
      <p>
        Questions about these terms? Call {name} at {phone}. How we handle your information is
        described in our <RouterLink to="/privacy-policy">Privacy Policy</RouterLink>.
      </p>
    </DocumentPage>
  );
}
