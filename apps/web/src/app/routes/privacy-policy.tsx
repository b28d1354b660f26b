import { Link } from 'react-router';
import { BRAND } from '@trg/contract/brand';
import { paths } from '@trg/contract/paths';
import { usePageTitle } from '../../lib/use-page-title.ts';
import './privacy-policy.css';
import { headFrom, pageHeads, type PageRoute } from '../page-handle.ts';

/** The policy linked from the footer as Terms & Conditions (spec part 1 §2). */
export function PrivacyPolicyPage() {
  usePageTitle('Terms & Conditions and Privacy Policy');
  return (
    <article className="section policy" aria-labelledby="policy-title">
      <p className="eyebrow">Last updated 1 March 2026</p>
      <h1 id="policy-title">Terms &amp; Conditions and Privacy Policy</h1>
      <p className="policy__lede">
        {BRAND.company} (&ldquo;{BRAND.name}&rdquo;, &ldquo;we&rdquo;) is a limited company that plans wine holidays and sells tickets to
        wine events and experiences. This page explains the terms on which you use the site and how we look after the personal data you
        share with us.
      </p>

      <nav aria-label="On this page" className="policy__toc">
        <ol>
          <li>
            <a href="#who-we-are">Who we are</a>
          </li>
          <li>
            <a href="#what-we-collect">What we collect and why</a>
          </li>
          <li>
            <a href="#cookies">Cookies and similar storage</a>
          </li>
          <li>
            <a href="#sharing">Who we share data with</a>
          </li>
          <li>
            <a href="#retention">How long we keep data</a>
          </li>
          <li>
            <a href="#rights">Your rights</a>
          </li>
          <li>
            <a href="#bookings">Bookings, payments and cancellations</a>
          </li>
          <li>
            <a href="#using-the-site">Using the site</a>
          </li>
          <li>
            <a href="#contact">Contact and complaints</a>
          </li>
        </ol>
      </nav>

      <section aria-labelledby="who-we-are">
        <h2 id="who-we-are" tabIndex={-1}>
          1. Who we are
        </h2>
        <p>
          {BRAND.company} is the data controller for the personal data described here. You can reach us at{' '}
          <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a>. Hosts who publish events and experiences on the site are independent
          businesses and are responsible for the data they receive to run their events.
        </p>
      </section>

      <section aria-labelledby="what-we-collect">
        <h2 id="what-we-collect" tabIndex={-1}>
          2. What we collect and why
        </h2>
        <ul>
          <li>
            <strong>Requests for information and newsletter sign-ups:</strong> your name, email, phone number, country, city, how you heard
            about us, your confirmation that you are over 18 and, for requests, your message. We use them to answer you and, if you signed
            up, to send our newsletter. Our lawful basis is your consent and our legitimate interest in answering enquiries. If a form
            cannot reach us because you are offline, your browser keeps it on your device and sends it when it can; it is deleted from your
            device once sent, and after 30 days at the latest.
          </li>
          <li>
            <strong>Accounts:</strong> your username, email, name, password (stored only as a secure hash) and account type, to let you sign
            in, book and manage what you publish. Our lawful basis is our contract with you.
          </li>
          <li>
            <strong>Bookings:</strong> the items in your cart, attendee details (title, name, phone, company, address) and the outcome of
            your payment, to deliver what you bought and meet our legal and accounting duties. Card numbers go directly to our payment
            provider and never reach our servers.
          </li>
          <li>
            <strong>Reviews and your cellar:</strong> the ratings and notes you choose to publish or keep.
          </li>
          <li>
            <strong>Page views:</strong> the address of each page viewed and the page you came from, without cookies, without your IP
            address and without anything that identifies you, to learn which pages are useful.
          </li>
        </ul>
      </section>

      <section aria-labelledby="cookies">
        <h2 id="cookies" tabIndex={-1}>
          3. Cookies and similar storage
        </h2>
        <p>We use only what the site needs to work, and ask before anything else:</p>
        <ul>
          <li>
            a <code>csrftoken</code> cookie that protects our forms against forgery;
          </li>
          <li>
            your sign-in token, your consent choice (<code>trg_consent</code>) and any unsent form, kept in your browser&rsquo;s local
            storage;
          </li>
          <li>
            a service worker that keeps a copy of the site&rsquo;s files so pages open quickly and an offline page can be shown without a
            connection.
          </li>
        </ul>
        <p>
          Content from other sites, such as pictures in our champagne news, loads only if you choose &ldquo;Accept all&rdquo;. Those sites
          may set their own cookies under their own policies. You can change your choice at any time with <em>Cookie settings</em> in the
          footer.
        </p>
      </section>

      <section aria-labelledby="sharing">
        <h2 id="sharing" tabIndex={-1}>
          4. Who we share data with
        </h2>
        <p>
          We never sell personal data. We share it only with the host of an event or experience you book (the attendee details they need),
          our payment provider, our hosting and email providers acting on our instructions, and authorities where the law requires it. Where
          a provider is outside the UK or EEA, we rely on adequacy decisions or standard contractual clauses.
        </p>
      </section>

      <section aria-labelledby="retention">
        <h2 id="retention" tabIndex={-1}>
          5. How long we keep data
        </h2>
        <ul>
          <li>
            <strong>Transaction records are retained for up to 5 years</strong> after the booking, to meet tax, accounting and
            consumer-protection duties, and are then deleted.
          </li>
          <li>Requests for information: two years after our last exchange with you.</li>
          <li>Newsletter sign-ups: until you unsubscribe or ask us to delete them.</li>
          <li>Accounts: until you close your account; bookings within them follow the 5-year rule above.</li>
          <li>Page views (which hold nothing that names you): deleted after 13 months.</li>
        </ul>
      </section>

      <section aria-labelledby="rights">
        <h2 id="rights" tabIndex={-1}>
          6. Your rights
        </h2>
        <p>
          You may ask for a copy of your data, ask us to correct or delete it, object to or restrict how we use it, take it elsewhere, and
          withdraw consent at any time without affecting what we did before. Write to <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a>;
          we answer within one month. You may also complain to the Information Commissioner&rsquo;s Office or your local data protection
          authority.
        </p>
      </section>

      <section aria-labelledby="bookings">
        <h2 id="bookings" tabIndex={-1}>
          7. Bookings, payments and cancellations
        </h2>
        <p>
          Prices are shown with their currency, and the booking fee and VAT are listed before you pay. A booking is confirmed when payment
          succeeds and you receive a booking reference. Payments for holidays and events are protected under a financial-protection scheme
          until you travel. Each event or experience states its own cancellation terms; where a host cancels, you are refunded in full. You
          must be over 18 to book anything that includes alcohol.
        </p>
      </section>

      <section aria-labelledby="using-the-site">
        <h2 id="using-the-site" tabIndex={-1}>
          8. Using the site
        </h2>
        <p>
          Please keep your password private and tell us if you think someone else has used your account. Reviews and content you publish
          must be your own, honest and lawful; we may remove content that is not. Articles in the <Link to={paths.journal}>journal</Link>{' '}
          are for enjoyment and general guidance: please drink responsibly.
        </p>
      </section>

      <section aria-labelledby="contact">
        <h2 id="contact" tabIndex={-1}>
          9. Contact and complaints
        </h2>
        <p>
          {BRAND.company}, a limited company registered in England and Wales. Email <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a>. We
          will tell you about material changes to these terms on this page and, where you have an account, by email.
        </p>
      </section>
    </article>
  );
}

export const privacyPolicyRoute: PageRoute = {
  Component: PrivacyPolicyPage,
  head: headFrom(pageHeads, ({ privacyHead }) => privacyHead()),
};
