import { Link as RouterLink } from 'react-router';
import { DocumentPage, externalDocument } from '../../features/pages/document-page';
import { useSession } from '../../features/accounts/session-store';

export default function PrivacyPolicyRoute() {
  const channel = useSession((s) => s.channel);
  const name = channel.name;
  const phone = channel.support_phone_formatted;
  return (
    <DocumentPage
      title="Privacy Policy"
      externalUrl={externalDocument(channel.privacy_policy_url, '/privacy-policy')}
      externalLabel={`Read ${name}'s own privacy policy`}
      intro={`This policy explains what personal information ${name} collects when you use our website and meal delivery service, how we use it, and the choices you have.`}
    >
      <h2>Information we collect</h2>
      <p>
        We collect the information you give us and the information created when you use the service:
      </p>
      <ul>
        <li>
          Account details: your name, email address and password (stored only as a secure hash).
        </li>
        <li>
          Delivery details: shipping address, phone number and any delivery instructions you add.
        </li>
        <li>
          Order history: the meals, plans and weeks you choose, skip or cancel, and the discount
          codes and gift cards you use.
        </li>
        <li>
          Payment details: card payments are handled by our payment processor. We keep only the card
          type, the last four digits and the expiry date, never the full card number or security
          code.
        </li>
        <li>
          Technical information: your browser, device, IP address and pages visited, collected
          through cookies and similar technologies.
        </li>
      </ul>

      <h2>How we use your information</h2>
      <ul>
        <li>To prepare, pack and deliver your meals and to manage your subscription.</li>
        <li>To charge for your orders and to prevent fraud.</li>
        <li>
          To send you order confirmations, picking reminders, delivery updates and answers to your
          questions.
        </li>
        <li>To improve our menus, website and service.</li>
        <li>
          With your consent, or where the law allows, to tell you about new menus and offers. You
          can opt out of marketing messages at any time.
        </li>
      </ul>

      <h2>Cookies and analytics</h2>
      <p>
        We use cookies to keep you signed in, remember your cart and measure how our website is
        used. Some cookies come from advertising and analytics partners, who may use them to show
        you relevant ads. You can block or delete cookies in your browser settings; parts of the
        site, such as signing in and checkout, need them to work.
      </p>

      <h2>How we share information</h2>
      <p>We do not sell your personal information. We share it only with:</p>
      <ul>
        <li>Delivery partners, who need your name, address and phone number to bring your box.</li>
        <li>Our payment processor, to charge your card.</li>
        <li>
          Service providers who host our systems or send our emails, under contracts that limit
          their use of the data.
        </li>
        <li>Authorities, when the law requires it or to protect our customers and business.</li>
      </ul>

      <h2>How long we keep information</h2>
      <p>
        We keep your account and order information while your account is open and afterwards for as
        long as we need it for tax, accounting and legal purposes. Technical logs are kept for a
        limited period.
      </p>

      <h2>Security</h2>
      <p>
        We protect your information with encryption in transit, access controls and regular reviews.
        No system is perfectly secure, so please choose a strong password and keep it to yourself.
      </p>

      <h2>Your choices and rights</h2>
      <p>
        You can view and update your account details at any time in your account settings. Depending
        on where you live, you may have the right to access, correct, delete or receive a copy of
        your personal information, and to object to certain uses. To make a request, contact us as
        described below; we will verify your identity before acting on it.
      </p>

      <h2>Children</h2>
      <p>
        Our service is meant for adults. We do not knowingly collect information from children under
        13.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        We may update this policy from time to time. When we make significant changes, we will tell
        you by email or on our website before they take effect.
      </p>

      <h2>Contact us</h2>
      <p>
        Questions about this policy or your information? Call {name} at {phone}. See also our{' '}
        <RouterLink to="/terms-of-service">Terms of Service</RouterLink>.
      </p>
    </DocumentPage>
  );
}
